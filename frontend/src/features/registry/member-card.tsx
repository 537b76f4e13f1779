import { type HighlightRun, type RegistrySearchHit } from '@academy/domain';
import { Box, type SystemStyleObject } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useTierName } from '../../api/tiers-api';
import { avatarColor, initialsOf } from '../../components/avatar-color';
import { countryName } from '../../components/country/country-names';
import { href, paths } from '../../config/paths';

const badge: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  fontWeight: 'medium',
  borderRadius: 'l2',
  textStyle: 'xs',
  px: 1.5,
  minH: 5,
};

/**
 * The members' cards, as selectors of the list: a page shows twenty, and one class for all of them
 * costs one style computation, where Chakra's components (a link box, stacks, texts, badges and an
 * avatar with its state machine) cost some fifteen styled elements per card to render, ship and
 * hydrate. The look is that of those components: an outlined card, a 40 px avatar, the name as the
 * card's link (its `::before` covers the card), muted lines, outline badges and a blue tier badge.
 */
const cardStyles: SystemStyleObject = {
  listStyle: 'none',
  ps: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 3,
  '& article': {
    position: 'relative',
    display: 'flex',
    alignItems: 'flex-start',
    gap: 4,
    p: 3,
    borderWidth: '1px',
    borderRadius: 'md',
  },
  '& article:hover': { bg: 'bg.muted' },
  '& [data-part=avatar]': {
    position: 'relative',
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSize: 10,
    borderRadius: 'full',
    overflow: 'hidden',
    color: 'white',
    bg: 'var(--avatar-bg)',
    fontWeight: 'medium',
    textStyle: 'sm',
  },
  '& [data-part=avatar] img': { position: 'absolute', inset: 0, boxSize: 'full', objectFit: 'cover' },
  '& [data-part=body]': { flex: '1', minW: 0, display: 'flex', flexDirection: 'column', gap: 1 },
  '& [data-part=name]': { fontWeight: 'semibold', truncate: true, color: 'fg' },
  '& [data-part=name]::before': { content: '""', position: 'absolute', inset: 0, zIndex: 0 },
  // The name's own focus ring (its ::before covers the card for the pointer, not for the ring).
  '& [data-part=name]:focus-visible': {
    outlineWidth: '2px',
    outlineStyle: 'solid',
    outlineColor: 'colorPalette.focusRing',
    outlineOffset: '2px',
  },
  '& mark': { bg: 'yellow.subtle', color: 'inherit' },
  '& [data-part=line]': { textStyle: 'sm', color: 'fg.muted' },
  '& [data-headline]': { lineClamp: 2 },
  '& [data-part=tags]': { display: 'flex', flexWrap: 'wrap', gap: 1 },
  '& [data-part=tag]': {
    ...badge,
    color: 'gray.fg',
    shadow: 'inset 0 0 0px 1px var(--shadow-color)',
    shadowColor: 'gray.muted',
  },
  '& [data-part=tier]': { ...badge, bg: 'blue.subtle', color: 'blue.fg' },
};

/** A name with what the query matched marked. */
function Highlighted({ text, runs }: { text: string; runs: HighlightRun[] | undefined }) {
  if (!runs) return <>{text}</>;
  return (
    <>
      {runs.map((run, i) => (run.match ? <mark key={i}>{run.text}</mark> : <span key={i}>{run.text}</span>))}
    </>
  );
}

/** The initials on the member's colour, under their picture once it has loaded (none if it fails). */
function CardAvatar({ hit }: { hit: RegistrySearchHit }) {
  const [failed, setFailed] = useState(false);
  return (
    <span data-part="avatar" aria-hidden style={{ '--avatar-bg': avatarColor(hit.userID) } as object}>
      {initialsOf(hit.firstName, hit.lastName)}
      {hit.hasImage && !failed && (
        <img
          src={`/rest/user/profile/image?userID=${encodeURIComponent(hit.userID)}`}
          alt=""
          onError={() => setFailed(true)}
        />
      )}
    </span>
  );
}

function MemberCard({ hit }: { hit: RegistrySearchHit }) {
  const tierName = useTierName();
  const place = hit.location
    ? [hit.location.city, hit.location.state, countryName(hit.location.country)].filter(Boolean).join(', ')
    : '';
  return (
    <li>
      <article>
        <CardAvatar hit={hit} />
        <div data-part="body">
          <Link data-part="name" to={href(paths.profile, { userID: hit.userID })}>
            <Highlighted text={hit.firstName} runs={hit.highlights.firstName?.[0]} />{' '}
            <Highlighted text={hit.lastName} runs={hit.highlights.lastName?.[0]} />
          </Link>
          {hit.headline && (
            <p data-part="line" data-headline="">
              {hit.headline}
            </p>
          )}
          {place && <p data-part="line">{place}</p>}
          {hit.expertise && hit.expertise.length > 0 && (
            <div data-part="tags" role="group" aria-label="Expertise">
              {hit.expertise.slice(0, 8).map((tag) => (
                <span data-part="tag" key={tag}>
                  {tag}
                </span>
              ))}
            </div>
          )}
        </div>
        {hit.membershipTier && <span data-part="tier">{tierName(hit.membershipTier)}</span>}
      </article>
    </li>
  );
}

/** The list of members' cards: one styled element for the list, plain markup within. */
export function MemberCards({ hits }: { hits: RegistrySearchHit[] }): ReactNode {
  return (
    <Box as="ul" css={cardStyles} colorPalette="blue">
      {hits.map((hit) => (
        <MemberCard key={hit.userID} hit={hit} />
      ))}
    </Box>
  );
}
