import { type ProfileView } from './api';
import { AboutEditor } from './about-editor';
import { EducationEditor } from './education-editor';
import { ExperienceEditor } from './experience-editor';
import { ExpertiseEditor } from './expertise-editor';
import { type EditorTab } from './profile-tab-fields';

export type { EditorTab } from './profile-tab-fields';

/** The owner's editor of one profile tab: every field with its visibility, saved with PATCH /rest/user/profile. */
export function ProfileEditor({
  profile,
  tab,
  imageSrc,
  onDone,
}: {
  profile: ProfileView;
  tab: EditorTab;
  imageSrc?: string | null | undefined;
  onDone: () => void;
}) {
  switch (tab) {
    case 'about':
      return <AboutEditor profile={profile} imageSrc={imageSrc} onDone={onDone} />;
    case 'expertise':
      return <ExpertiseEditor profile={profile} onDone={onDone} />;
    case 'experience':
      return <ExperienceEditor profile={profile} onDone={onDone} />;
    case 'education':
      return <EducationEditor profile={profile} onDone={onDone} />;
  }
}
