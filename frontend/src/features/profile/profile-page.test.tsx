import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { renderRoute } from '../../test/render';
import { server, viewerHandlers } from '../../test/server';
import {
  exactExpertiseMatch,
  shouldSearchExpertise,
  showNoExpertiseFound,
} from '../../components/expertise-select/expertise-rules';

const me = '11111111-1111-4111-8111-111111111111';
const other = '22222222-2222-4222-8222-222222222222';

const ownProfile = {
  userID: me,
  firstName: 'Ada',
  lastName: 'Lovelace',
  membershipTier: null,
  headline: 'Analyst',
  bio: 'Hello <script>alert(1)</script> **bold**',
  expertise: ['Topology'],
  availability: ['mentoring'],
  experience: [],
  education: [],
  location: { city: 'London', country: 'GB' },
  phone: '+442079460958',
  hasImage: false,
  visibility: { phone: 'private', bio: 'members' },
  registryListed: true,
};

const profileHandlers = (answer: Record<string, unknown>) => [
  http.get('/rest/user/profile', () => HttpResponse.json(answer)),
  http.get('/rest/user/profile/image', () => new HttpResponse(null, { status: 200 })),
];

describe('expertise search rules', () => {
  it('when 1 or more characters are typed, then loading starts', () => {
    expect(shouldSearchExpertise('')).toBe(false);
    expect(shouldSearchExpertise(' ')).toBe(false);
    expect(shouldSearchExpertise('t')).toBe(true);
  });

  it('when fewer than 3 characters return nothing, then "No expertise found" is not shown', () => {
    expect(showNoExpertiseFound('to', false, [])).toBe(false);
    expect(showNoExpertiseFound('top', true, [])).toBe(false);
    expect(showNoExpertiseFound('top', false, [])).toBe(true);
    expect(showNoExpertiseFound('top', false, ['Topology'])).toBe(false);
  });

  it('when the text matches a listed tag exactly, then only that can be submitted', () => {
    expect(exactExpertiseMatch('Topology', ['Topology', 'Topological data analysis'])).toBe('Topology');
    expect(exactExpertiseMatch('Topo', ['Topology'])).toBeUndefined();
    expect(exactExpertiseMatch('topology', ['Topology'])).toBeUndefined();
  });
});

describe('profile page', () => {
  it('when a visitor opens a profile, then they see what the server answered, with the bio as the server rendered it', async () => {
    server.use(
      ...profileHandlers({
        userID: other,
        firstName: 'Grace',
        lastName: 'Hopper',
        membershipTier: null,
        headline: 'Compiler pioneer',
        bio: 'Hi **there**, _you_',
        bioHtml: '<p>Hi <strong>there</strong>, <em>you</em></p>\n',
        availability: ['speaking'],
      }),
    );
    renderRoute(`/profile/${other}/about`);
    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    const bio = screen.getByRole('region', { name: 'Bio' });
    expect(within(bio).getByText('there').tagName).toBe('STRONG');
    expect(within(bio).getByText('you').tagName).toBe('EM');
    expect(screen.getByText('Speaking')).toBeInTheDocument();
    expect(screen.queryByText(/Phone/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('when the owner opens their profile, then the headline shows once and the phone in the international format', async () => {
    server.use(...profileHandlers(ownProfile), ...viewerHandlers({ userID: me }));
    renderRoute(`/profile/${me}/about`);
    expect(await screen.findByText('Phone: +44 20 7946 0958')).toBeInTheDocument();
    expect(screen.getAllByText('Analyst')).toHaveLength(1);
  });

  it('when a profile lists a position, then its months read as names', async () => {
    server.use(
      ...profileHandlers({
        ...ownProfile,
        experience: [
          {
            organizationID: '33333333-3333-4333-8333-333333333333',
            role: 'Analyst',
            start: '2019-09',
            end: '2022-12',
          },
        ],
      }),
      http.get('/rest/organization', () =>
        HttpResponse.json({
          id: '33333333-3333-4333-8333-333333333333',
          name: 'Engine Works',
          kind: 'employer',
        }),
      ),
    );
    renderRoute(`/profile/${me}/experience`);
    expect(await screen.findByText('Sept 2019 – Dec 2022')).toBeInTheDocument();
  });

  it('when an admin opens a member’s Publications tab, then each publication links to its audit', async () => {
    server.use(
      ...profileHandlers({ userID: other, firstName: 'Grace', lastName: 'Hopper', membershipTier: null }),
      ...viewerHandlers({ admin: true }),
      http.get('/rest/journal/list', () =>
        HttpResponse.json({
          publications: [
            {
              pubNum: 9,
              title: 'On compilers',
              authors: [{ name: 'Grace Hopper' }],
              keywords: [],
              publishYear: 1952,
            },
          ],
          total: 1,
        }),
      ),
    );
    renderRoute(`/profile/${other}/publications`);
    expect(await screen.findByRole('link', { name: 'Audit of On compilers' })).toHaveAttribute(
      'href',
      '/admin/audit/publication/9',
    );
  });

  it('when the tab is unknown, then the 404 page shows', async () => {
    renderRoute(`/profile/${other}/hobbies`);
    expect(await screen.findByText(/404/)).toBeInTheDocument();
  });

  it('when a visitor opens the edit toggle, then they get the view', async () => {
    server.use(
      ...profileHandlers({ userID: other, firstName: 'Grace', lastName: 'Hopper', membershipTier: null }),
    );
    renderRoute(`/profile/${other}/about/edit`);
    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument();
  });

  it('when the owner edits the about tab, then every field and its visibility are sent and a toast confirms', async () => {
    let sent: unknown;
    server.use(
      ...profileHandlers(ownProfile),
      ...viewerHandlers({ userID: me, tier: 'standard' }),
      http.patch('/rest/user/profile', async ({ request }) => {
        sent = await request.json();
        await delay(10);
        return HttpResponse.json({ position: 7 });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderRoute(`/profile/${me}/about/edit`);
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    const headline = within(form).getByRole('textbox', { name: 'Headline' });
    await user.clear(headline);
    await user.type(headline, 'Mathematician');
    await user.click(within(form).getByRole('checkbox', { name: 'Speaking' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Bio visibility' }), 'private');
    await user.click(within(form).getByRole('checkbox', { name: 'Listed in the Registry' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(sent).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      headline: 'Mathematician',
      availability: ['mentoring', 'speaking'],
      location: { city: 'London', country: 'GB' },
      phone: '+442079460958',
      registryListed: false,
      visibility: { bio: 'private', headline: 'public' },
    });
    expect((sent as { visibility: object }).visibility).not.toHaveProperty('phone');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/profile/${me}/about`));
  });

  it('when the server refuses the change, then its message is shown', async () => {
    server.use(
      ...profileHandlers(ownProfile),
      ...viewerHandlers({ userID: me }),
      http.patch('/rest/user/profile', () =>
        HttpResponse.json(
          { error: 'validation-failed', error_msg: 'phone is not a phone number' },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderRoute(`/profile/${me}/about/edit`);
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('phone is not a phone number');
  });

  it('when the owner searches expertise, then the spec rules hold and only an exact listed tag is added', async () => {
    const searched: string[] = [];
    let sent: unknown;
    server.use(
      ...profileHandlers({ ...ownProfile, expertise: [] }),
      ...viewerHandlers({ userID: me }),
      http.get('/rest/expertise/tags', async ({ request }) => {
        const search = new URL(request.url).searchParams.get('search') ?? '';
        searched.push(search);
        await delay(150);
        const tags = ['Topology', 'Topological data analysis'].filter((t) =>
          t.toLowerCase().startsWith(search),
        );
        return HttpResponse.json({ tags, page: null });
      }),
      http.patch('/rest/user/profile', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ position: 8 });
      }),
    );
    const user = userEvent.setup();
    renderRoute(`/profile/${me}/expertise/edit`);
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    const field = within(form).getByRole('searchbox', { name: 'Find expertise' });
    await user.type(field, 'x');
    expect(await within(form).findByText('Loading...')).toBeInTheDocument();
    await waitFor(() => expect(within(form).queryByText('Loading...')).not.toBeInTheDocument());
    expect(within(form).queryByText('No expertise found')).not.toBeInTheDocument();
    await user.type(field, 'yz');
    expect(await within(form).findByText('No expertise found')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Create "xyz"' })).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Topo');
    await within(form).findByRole('button', { name: 'Topology' });
    expect(within(form).getByRole('button', { name: 'Add expertise' })).toBeDisabled();
    await user.type(field, 'logy');
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Add expertise' })).toBeEnabled());
    await user.keyboard('{Enter}');
    expect(within(form).getByRole('list', { name: 'Your expertise' })).toHaveTextContent('Topology');
    expect(searched).toContain('topo');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Profile saved');
    expect(sent).toMatchObject({ expertise: ['Topology'], visibility: { expertise: 'public' } });
  });

  it('when the owner adds a position at a new organization, then it is created and its id is sent', async () => {
    const orgID = '33333333-3333-4333-8333-333333333333';
    let created: unknown;
    let sent: unknown;
    server.use(
      ...profileHandlers({ ...ownProfile, experience: [] }),
      ...viewerHandlers({ userID: me }),
      http.get('/rest/organizations', () => HttpResponse.json({ organizations: [], total: 0, page: 1 })),
      http.get('/rest/organization', () =>
        HttpResponse.json({ id: orgID, name: 'Analytical Engines', kind: 'employer' }),
      ),
      http.post('/rest/organizations', async ({ request }) => {
        created = await request.json();
        return HttpResponse.json({ id: orgID, position: 3 }, { status: 201 });
      }),
      http.patch('/rest/user/profile', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ position: 9 });
      }),
    );
    const user = userEvent.setup();
    renderRoute(`/profile/${me}/experience/edit`);
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    await user.click(within(form).getByRole('button', { name: 'Add position' }));
    await user.type(within(form).getByRole('combobox', { name: 'Organization' }), 'Analytical Engines');
    await user.click(await within(form).findByRole('option', { name: 'Create "Analytical Engines"' }));
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Organization' })).toHaveValue('Analytical Engines'),
    );
    await user.type(within(form).getByRole('textbox', { name: 'Role' }), 'Analyst');
    fireEvent.change(within(form).getByLabelText('Start (YYYY-MM)'), { target: { value: '1843-07' } });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Profile saved');
    expect(created).toEqual({ name: 'Analytical Engines', kind: 'employer' });
    expect(sent).toMatchObject({
      experience: [{ organizationID: orgID, role: 'Analyst', start: '1843-07', end: null }],
      visibility: { experience: 'public' },
    });
  });
});
