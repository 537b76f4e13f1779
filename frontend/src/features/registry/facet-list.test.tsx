import { type RegistryFilterKey, registryFilterKeys } from '@academy/domain';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { FacetPanels } from './facet-panels';

const noFilters = () =>
  Object.fromEntries(registryFilterKeys.map((key) => [key, []])) as unknown as Record<
    RegistryFilterKey,
    string[]
  >;

// 21 tags, most frequent first, then the rarest: the server counts a chosen value after its top 20.
const tags = Array.from({ length: 21 }, (_, i) => ({
  value: `tag ${String(i + 1).padStart(2, '0')}`,
  count: 40 - i,
}));
const rarest = { value: 'zoology', count: 1 };
const facets = {
  availability: [
    { value: 'mentoring', count: 3 },
    { value: 'speaking', count: 1 },
  ],
  expertise: [...tags, rarest],
};

const renderPanels = (expertise: string[] = []) =>
  renderWithProviders(
    <FacetPanels
      facets={facets}
      active={{ ...noFilters(), expertise }}
      names={new Map()}
      onToggle={() => {}}
    />,
  );

describe('facet lists', () => {
  it('when the rarest of 22 values is chosen, then it shows checked with its real count beside the first 8', async () => {
    renderPanels(['zoology']);
    const expertise = await screen.findByRole('group', { name: 'Expertise' });
    const boxes = within(expertise).getAllByRole('checkbox');
    expect(boxes).toHaveLength(9);
    expect(within(expertise).getByRole('checkbox', { name: 'zoology (1)' })).toBeChecked();
    expect(within(expertise).queryByText(/\(0\)/)).not.toBeInTheDocument();
  });

  it('when a facet has more than 8 values, then "Show more" (a button, reached by Tab, aria-expanded) shows the rest and "Show fewer" hides them', async () => {
    const user = userEvent.setup();
    renderPanels();
    const expertise = await screen.findByRole('group', { name: 'Expertise' });
    expect(within(expertise).getAllByRole('checkbox')).toHaveLength(8);
    const more = within(expertise).getByRole('button', { name: 'Show more (14)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    more.focus();
    await user.keyboard('{Enter}');
    expect(within(expertise).getAllByRole('checkbox')).toHaveLength(22);
    const fewer = within(expertise).getByRole('button', { name: 'Show fewer' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    expect(fewer).toHaveFocus();
    await user.click(fewer);
    expect(within(expertise).getAllByRole('checkbox')).toHaveLength(8);
    // Two values: neither a button nor a search box.
    const availability = screen.getByRole('group', { name: 'Availability' });
    expect(within(availability).queryByRole('button')).not.toBeInTheDocument();
    expect(within(availability).queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('when a long facet is searched, then only the matching values show, the checked ones stay, and no match says so', async () => {
    const user = userEvent.setup();
    renderPanels(['tag 01']);
    const expertise = await screen.findByRole('group', { name: 'Expertise' });
    const search = within(expertise).getByRole('searchbox', { name: 'Search Expertise' });
    await user.type(search, 'ZOO');
    expect(
      within(expertise)
        .getAllByRole('checkbox')
        .map((b) => b.closest('label')!.textContent),
    ).toEqual(['tag 01 (40)', 'zoology (1)']);
    expect(within(expertise).queryByRole('button', { name: /Show/ })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'tag 2');
    expect(within(expertise).getAllByRole('checkbox')).toHaveLength(3);
    await user.clear(search);
    await user.type(search, 'botany');
    expect(within(expertise).getByText('No expertise matches')).toBeInTheDocument();
    expect(within(expertise).getByRole('checkbox', { name: 'tag 01 (40)' })).toBeChecked();
  });
});
