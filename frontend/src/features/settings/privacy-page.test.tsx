import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../test/render';
import { server, viewerHandlers } from '../../test/server';

describe('privacy page', () => {
  it('when a member opens Delete my account, then it says what stays behind and for how long before they confirm', async () => {
    server.use(...viewerHandlers({ tier: 'member' }));
    renderRoute('/settings/privacy');
    const form = await screen.findByRole('form', { name: 'Delete my account' });
    expect(
      within(form).getByText(
        'Your key is destroyed at once. Leftover copies go later: database remnants within minutes, backups taken before when their retention ends.',
      ),
    ).toBeTruthy();
    expect(within(form).queryByText(/for ever/)).toBeNull();
  });
});
