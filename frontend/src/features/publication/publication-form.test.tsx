import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../test/render';
import { server } from '../../test/server';
import { type PublicationInput } from './api';
import { emptyValues, PublicationForm, type PublicationFormValues } from './publication-form';

const me = { name: 'Emmy Noether', userID: '11111111-1111-4111-8111-111111111111' };
const hilbert = '22222222-2222-4222-8222-222222222222';

const previewHandler = http.post('/rest/journal/preview', () => HttpResponse.json({ html: '<p>x</p>' }));

const renderForm = (
  props: { revision?: boolean; currentPdf?: string; initial?: PublicationFormValues; draftKey?: string } = {},
) => {
  const sent = jest.fn<(input: PublicationInput, pdf: File | null) => void>();
  renderWithProviders(
    <PublicationForm
      draftKey={props.draftKey ?? `test-draft:${Math.random()}`}
      initial={props.initial ?? emptyValues}
      me={me}
      revision={props.revision ?? false}
      currentPdf={props.currentPdf}
      submitting={false}
      error={undefined}
      onSubmit={sent}
    />,
  );
  return { sent, user: userEvent.setup() };
};

const filled: PublicationFormValues = {
  ...emptyValues,
  title: 'Invariant Variation Problems',
  abstract: 'Symmetries and conservation laws.',
  body: 'The action is invariant.',
};

describe('the publication form', () => {
  it('when submitted without an abstract, then "Abstract is required" shows and clears as soon as one is typed', async () => {
    server.use(previewHandler);
    const { sent, user } = renderForm({ initial: { ...filled, abstract: '' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Abstract is required')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Abstract' }), 'Noether’s theorem.');
    await waitFor(() => expect(screen.queryByText('Abstract is required')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]?.[0]).toMatchObject({ abstract: 'Noether’s theorem.', authors: [me] });
  });

  it('when a new keyword is typed and Enter pressed, then it is added and the form is not submitted', async () => {
    server.use(
      previewHandler,
      http.get('/rest/expertise/tags', () => HttpResponse.json({ tags: ['spectral theory'], page: null })),
    );
    const { sent, user } = renderForm({ initial: filled });
    const field = screen.getByRole('searchbox', { name: 'Keywords' });
    await user.type(field, 'spectral sequences');
    await screen.findByRole('button', { name: 'Create "spectral sequences"' });
    await user.keyboard('{Enter}');
    const chosen = screen.getByRole('group', { name: 'Chosen keywords' });
    expect(within(chosen).getByText('spectral sequences')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(sent).not.toHaveBeenCalled();
  });

  it('when a co-author’s name is typed, then matching members are offered as options with a place, and the one chosen by keyboard is sent with their id', async () => {
    server.use(
      previewHandler,
      http.get('/rest/registry/search', ({ request }) =>
        HttpResponse.json({
          hits:
            new URL(request.url).searchParams.get('query') === 'Hilb'
              ? [
                  {
                    userID: hilbert,
                    firstName: 'David',
                    lastName: 'Hilbert',
                    membershipTier: null,
                    location: { city: 'Göttingen', state: null, country: 'DE' },
                    highlights: {},
                  },
                ]
              : [],
          total: 1,
          page: 1,
          facets: {},
        }),
      ),
    );
    const { sent, user } = renderForm({ initial: filled });
    await user.click(screen.getByRole('button', { name: 'Add co-author' }));
    const field = screen.getByRole('combobox', { name: 'Co-author 1' });
    expect(screen.getByText('Co-author 1', { selector: 'label' })).toBeVisible();
    await user.type(field, 'Hilb');
    const offered = await screen.findByRole('listbox', { name: 'Members matching Co-author 1' });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    const option = within(offered).getByRole('option', { name: /David Hilbert/ });
    expect(option).toHaveTextContent('Göttingen, DE');
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', option.id);
    expect(option).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('David Hilbert');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]?.[0].authors).toEqual([me, { name: 'David Hilbert', userID: hilbert }]);
  });

  it('when a co-author who is not a member is given family and given names, then they are sent for citations', async () => {
    server.use(
      previewHandler,
      http.get('/rest/registry/search', () => HttpResponse.json({ hits: [], total: 0, page: 1, facets: {} })),
    );
    const { sent, user } = renderForm({ initial: filled });
    await user.click(screen.getByRole('button', { name: 'Add co-author' }));
    await user.type(screen.getByRole('combobox', { name: 'Co-author 1' }), 'J. R. R. Tolkien');
    await user.type(screen.getByRole('textbox', { name: 'Family name of author 2' }), 'Tolkien');
    await user.type(screen.getByRole('textbox', { name: 'Given names of author 2' }), 'John Ronald Reuel');
    await user.click(screen.getByRole('button', { name: 'Add co-author' }));
    await user.type(screen.getByRole('combobox', { name: 'Co-author 2' }), 'Bourbaki');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]?.[0].authors).toEqual([
      me,
      { name: 'J. R. R. Tolkien', family: 'Tolkien', given: 'John Ronald Reuel' },
      { name: 'Bourbaki' },
    ]);
  });

  it('when a revision removes the current PDF, then it asks the server to drop it', async () => {
    server.use(previewHandler);
    const { sent, user } = renderForm({
      revision: true,
      currentPdf: '/rest/journal/publications/1/versions/1/pdf',
      initial: { ...filled, changeNote: 'No PDF any more' },
    });
    expect(screen.getByRole('link', { name: 'Current PDF' })).toHaveAttribute(
      'href',
      '/rest/journal/publications/1/versions/1/pdf',
    );
    await user.click(screen.getByRole('button', { name: 'Remove the current PDF' }));
    expect(screen.getByText(/The current PDF will be removed/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish revision' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]?.[0]).toMatchObject({ changeNote: 'No PDF any more', removePdf: true });
  });

  it('when the member types, then the draft is kept in this browser and the form opens with it again', async () => {
    server.use(previewHandler);
    const { user } = renderForm({ draftKey: 'test-draft:kept' });
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'A kept title');
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('test-draft:kept') ?? '{}')).toMatchObject({
        title: 'A kept title',
      }),
    );
  });
});
