import { z } from 'zod';
import { type Decider } from '../event-sourcing/decider.js';
import { DomainError } from '../errors/errors.js';
import { type EventOf, type EventSchemas } from '../event-sourcing/event-schemas.js';
import { isCatalogueTag } from './catalogue.js';

/** Tags members create (the editor's create-new option), on the one stream `expertise-tags`. */
export const expertiseEventSchemas = {
  ExpertiseTagCreated: z.object({ tag: z.string(), by: z.string() }),
} satisfies EventSchemas;

export type ExpertiseEvent = EventOf<typeof expertiseEventSchemas>;

export const EXPERTISE_TAGS_STREAM = 'expertise-tags';

export type ExpertiseCommand = { type: 'CreateExpertiseTag'; tag: string; by: string };

/** The tags created so far (the built-in catalogue is not in it). */
export interface ExpertiseState {
  created: ReadonlySet<string>;
}

/** A tag is created once: one in the catalogue or already created answers 409 `expertise-tag-exists`. */
export const expertiseDecider: Decider<ExpertiseCommand, ExpertiseEvent, ExpertiseState> = {
  initialState: () => ({ created: new Set() }),
  decide(command, state) {
    if (isCatalogueTag(command.tag) || state.created.has(command.tag)) {
      throw new DomainError('expertise-tag-exists', `The tag "${command.tag}" exists`, undefined, {
        data: { tag: command.tag },
      });
    }
    return [{ type: 'ExpertiseTagCreated', data: { tag: command.tag, by: command.by } }];
  },
  evolve(state, event) {
    return { created: new Set([...state.created, event.data.tag]) };
  },
};
