import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import {
  createOptionLabel,
  isValidNewOption,
  menuPlacement,
  nextHighlight,
  selectDefaults,
  selectMessages,
} from './creatable-rules';
import { CreatableSelect } from './creatable-select';

const fruits = [
  { value: 'apple', label: 'Apple' },
  { value: 'pear', label: 'Pear' },
  { value: 'fig-01', label: 'Fig' },
];

describe('creatable select rules', () => {
  it('when the input is empty, then no new option is valid', () => {
    expect(isValidNewOption('', fruits)).toBe(false);
  });

  it("when the input matches an option's value or label in any case, then no new option is valid", () => {
    expect(isValidNewOption('APPLE', fruits)).toBe(false);
    expect(isValidNewOption('fig-01', fruits)).toBe(false);
    expect(isValidNewOption('fIg', fruits)).toBe(false);
  });

  it('when the input matches nothing, then the new option is valid and labelled Create "{input}"', () => {
    expect(isValidNewOption('Kiwi', fruits)).toBe(true);
    expect(createOptionLabel('Kiwi')).toBe('Create "Kiwi"');
  });

  it('when the defaults are read, then they are the spec values', () => {
    expect(selectMessages).toEqual({
      noOptions: 'No options',
      loading: 'Loading...',
      placeholder: 'Select...',
    });
    expect(selectDefaults).toEqual({ maxMenuHeight: 300, minMenuHeight: 140, pageSize: 5 });
  });

  it('when paging through options, then a page is 5 options', () => {
    expect(nextHighlight(0, 'PageDown', 20)).toBe(5);
    expect(nextHighlight(7, 'PageUp', 20)).toBe(2);
    expect(nextHighlight(18, 'PageDown', 20)).toBe(19);
    expect(nextHighlight(19, 'ArrowDown', 20)).toBe(0);
  });

  it('when less than the minimum menu height fits below, then the menu opens above', () => {
    expect(menuPlacement(100, 500)).toBe('top');
    expect(menuPlacement(200, 500)).toBe('bottom');
  });
});

describe('creatable select', () => {
  it('when typing a new value, then Create "{input}" is offered and Enter creates it', async () => {
    const created = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <CreatableSelect
        label="Fruit"
        options={fruits}
        value={null}
        onChange={() => undefined}
        onCreateOption={created}
      />,
    );
    const box = await screen.findByRole('combobox', { name: 'Fruit' });
    expect(box).toHaveAttribute('placeholder', 'Select...');
    await user.type(box, 'Kiwi');
    expect(screen.getByRole('option', { name: 'Create "Kiwi"' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(created).toHaveBeenCalledWith('Kiwi');
  });

  it('when typing an existing label, then it is listed and no create option is offered', async () => {
    const chosen = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <CreatableSelect
        label="Fruit"
        options={fruits}
        value={null}
        onChange={chosen}
        onCreateOption={() => undefined}
      />,
    );
    await user.type(await screen.findByRole('combobox', { name: 'Fruit' }), 'pear');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Pear']);
    await user.click(screen.getByRole('option', { name: 'Pear' }));
    expect(chosen).toHaveBeenCalledWith({ value: 'pear', label: 'Pear' });
  });

  it('when there is nothing to list or options are loading, then the messages say so', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <CreatableSelect label="Fruit" options={[]} value={null} onChange={() => undefined} />,
    );
    await user.click(await screen.findByRole('combobox', { name: 'Fruit' }));
    expect(screen.getByText('No options')).toBeInTheDocument();
    renderWithProviders(
      <CreatableSelect label="Tree" options={[]} value={null} onChange={() => undefined} isLoading />,
    );
    await user.click(await screen.findByRole('combobox', { name: 'Tree' }));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });
});
