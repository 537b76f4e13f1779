import { type Licence } from '@academy/domain';

/** A licence in words, as readers and authors see it (the recorded value is its SPDX-style id). */
export const licenceLabels: Record<Licence, string> = {
  'CC-BY-4.0': 'Creative Commons Attribution 4.0',
  'CC-BY-SA-4.0': 'Creative Commons Attribution-ShareAlike 4.0',
  'CC-BY-NC-4.0': 'Creative Commons Attribution-NonCommercial 4.0',
  'all-rights-reserved': 'All rights reserved',
};

/** A recorded licence by name; one the list does not know reads as recorded. */
export const licenceName = (licence: string): string => licenceLabels[licence as Licence] ?? licence;
