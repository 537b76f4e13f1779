import { type RegistryFilterKey, registryFilterKeys } from '@academy/domain';
import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { FacetPanels } from './facet-panels';

const noFilters = () =>
  Object.fromEntries(registryFilterKeys.map((key) => [key, []])) as unknown as Record<
    RegistryFilterKey,
    string[]
  >;

const facets = {
  availability: [
    { value: 'mentoring', count: 3 },
    { value: 'speaking', count: 1 },
  ],
  experience: [{ value: 'org-1', count: 2 }],
};

describe('facet panels', () => {
  it('when the panels show, then each filter is a group named by its legend, of checkboxes named by value and count, checked as the filters are', async () => {
    const active = { ...noFilters(), availability: ['speaking'], expertise: ['optics'] };
    renderWithProviders(
      <FacetPanels
        facets={facets}
        active={active}
        names={new Map([['org-1', 'Quill Labs']])}
        onToggle={() => {}}
      />,
    );
    const availability = await screen.findByRole('group', { name: 'Availability' });
    expect(within(availability).getByRole('checkbox', { name: 'mentoring (3)' })).not.toBeChecked();
    expect(within(availability).getByRole('checkbox', { name: 'speaking (1)' })).toBeChecked();
    // A chosen value the server did not count (free text) still shows, checked, to be removed: no "(0)".
    const expertise = screen.getByRole('group', { name: 'Expertise' });
    expect(within(expertise).getByRole('checkbox', { name: 'optics' })).toBeChecked();
    const experience = screen.getByRole('group', { name: 'Experience' });
    expect(within(experience).getByRole('checkbox', { name: 'Quill Labs (2)' })).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Country' })).not.toBeInTheDocument();
  });

  it('when a value is toggled by Space or by its label, then its filter and value are passed on and the box keeps what the filters say', async () => {
    const onToggle = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <FacetPanels facets={facets} active={noFilters()} names={new Map()} onToggle={onToggle} />,
    );
    const mentoring = await screen.findByRole('checkbox', { name: 'mentoring (3)' });
    await user.tab();
    expect(mentoring).toHaveFocus();
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenLastCalledWith('availability', 'mentoring');
    await user.click(screen.getByText('speaking'));
    expect(onToggle).toHaveBeenLastCalledWith('availability', 'speaking');
    expect(onToggle).toHaveBeenCalledTimes(2);
    // Controlled: the filters (unchanged here) decide what is checked.
    expect(mentoring).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'speaking (1)' })).not.toBeChecked();
  });
});
