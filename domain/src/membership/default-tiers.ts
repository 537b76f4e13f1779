import { type TierCatalogue } from './tiers.js';

/**
 * The built-in catalogue, used when TIERS_FILE is not set. Grants: every tier is listed in the
 * Registry (`registry-listing`); the paying tiers may submit to the Journal (`journal-submit`).
 */
export const defaultTierCatalogue: TierCatalogue = {
  tiers: [
    {
      id: 'associate',
      name: 'Associate',
      description: 'Join the academy at no cost and take part in its community.',
      perks: ['A profile in the member Registry', 'Read the Journal and the Encyclopedia'],
      interval: 'none',
      token: false,
      grants: ['registry-listing'],
    },
    {
      id: 'member',
      name: 'Member',
      description: 'Full membership: publish in the Journal and receive the membership token.',
      perks: [
        'Everything an Associate has',
        'Submit publications to the Journal',
        'A physical membership token, shipped on activation',
      ],
      price: { amount: 6000, currency: 'EUR' },
      interval: 'year',
      token: true,
      grants: ['journal-submit', 'registry-listing'],
    },
    {
      id: 'fellow',
      name: 'Fellow',
      description: 'For those who carry the academy: membership with the standing of a Fellow.',
      perks: [
        'Everything a Member has',
        'The title of Fellow in the Registry',
        'A physical membership token, shipped on activation',
      ],
      price: { amount: 15000, currency: 'EUR' },
      interval: 'year',
      token: true,
      grants: ['journal-submit', 'registry-listing'],
    },
  ],
};
