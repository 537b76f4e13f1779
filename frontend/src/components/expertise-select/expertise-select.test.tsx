import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../test/render';
import { server } from '../../test/server';
import { ExpertiseSelect } from './expertise-select';

describe('the expertise search field', () => {
  it('when a new expertise term is typed and Enter pressed, then it is created and added, and no form is submitted', async () => {
    const created: unknown[] = [];
    server.use(
      http.get('/rest/expertise/tags', () => HttpResponse.json({ tags: [], page: null })),
      http.post('/rest/expertise/tags', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json({ tag: 'Knot theory', position: 3 }, { status: 201 });
      }),
    );
    const added = jest.fn<(tag: string) => void>();
    const submitted = jest.fn();
    renderWithProviders(
      <form
        aria-label="Profile"
        onSubmit={(event) => {
          event.preventDefault();
          submitted();
        }}
      >
        <ExpertiseSelect onAdd={added} />
      </form>,
    );
    const user = userEvent.setup();
    const field = screen.getByRole('searchbox', { name: 'Find expertise' });
    await user.type(field, 'Knot theory');
    await screen.findByRole('button', { name: 'Create "Knot theory"' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(added).toHaveBeenCalledWith('Knot theory'));
    expect(created).toEqual([{ tag: 'Knot theory' }]);
    expect(field).toHaveValue('');
    expect(submitted).not.toHaveBeenCalled();
  });
});
