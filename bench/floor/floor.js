// The floor: the least a browser can do to show the same 24 cards from the same API with the same
// token, written by hand with no framework. The bench measures Teamboard against it.

const perPage = 24;
const eagerCovers = 4;
const api = document.querySelector('meta[name="api-base"]').content;
const grid = document.querySelector('.card-grid');
const pager = document.querySelector('.pager');
const main = document.querySelector('main');
const token = sessionStorage.getItem('bench-floor-token');

// The same formats as src/lib, written out again on purpose: the floor imports nothing from the app.
const dateTime = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const units = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];
const durationUnits = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
].map(([unit, size]) => [
  new Intl.NumberFormat(undefined, { style: 'unit', unit, unitDisplay: 'short' }),
  size,
]);
const money = new Map();

const pages = new Map();

function fetchPage(page) {
  let answer = pages.get(page);
  if (!answer) {
    const url = `${api}/v1/me/community/team/events?page=${page}&per_page=${perPage}`;
    answer = fetch(url, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    }).then((response) => response.json());
    pages.set(page, answer);
  }
  return answer;
}

function el(tag, className, ...children) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children.filter((child) => child !== null));
  return node;
}

function image(className, src, eager, fallback) {
  const img = el('img', className);
  // As the app does: a broken image gives way to the initials.
  img.addEventListener('error', () => img.replaceWith(fallback()), { once: true });
  img.alt = '';
  img.loading = eager ? 'eager' : 'lazy';
  img.decoding = 'async';
  img.referrerPolicy = 'no-referrer';
  img.src = src;
  return img;
}

function initials(name) {
  return (name ?? '?')
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

function status(event, now) {
  const at = (value) => (value === null ? null : Date.parse(value));
  const [scheduled, live, completed] = [at(event.scheduled_at), at(event.live_at), at(event.completed_at)];
  if (event.canceled_at !== null) return ['canceled', 'Canceled'];
  if (completed !== null && completed <= now) return ['completed', 'Completed'];
  if (live !== null && live <= now) return ['live', 'Live'];
  if (scheduled === null) return live === null ? ['unscheduled', 'Unscheduled'] : ['upcoming', 'Upcoming'];
  return scheduled > now ? ['upcoming', 'Upcoming'] : ['past', 'Past'];
}

function when(value, now) {
  if (value === null) return el('span', 'when when--unknown', 'Date not set');
  const at = Date.parse(value);
  const time = el('time', null, dateTime.format(at));
  time.dateTime = new Date(at).toISOString();
  const diff = at - now;
  const [unit, size] = units.find(([, s]) => Math.abs(diff) >= s) ?? ['second', 1000];
  return el(
    'span',
    'when',
    time,
    ' ',
    el('span', 'when__relative', `(${relative.format(Math.round(diff / size), unit)})`),
  );
}

function duration(seconds) {
  if (seconds === null) return 'Not given';
  let rest = Math.round(seconds);
  const parts = [];
  for (const [format, size] of durationUnits) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0) parts.push(format.format(count));
  }
  return parts.join(' ');
}

function price(value) {
  if (value === null || (value.value === null && value.value_in_cents === null)) {
    return el('span', 'price price--unknown', 'Price not given');
  }
  const amount = value.value_in_cents === null ? value.value : value.value_in_cents / 100;
  if (amount === 0) return el('span', 'price price--free', 'Free');
  let format = money.get(value.currency);
  if (!format) {
    format = new Intl.NumberFormat(undefined, { style: 'currency', currency: value.currency });
    money.set(value.currency, format);
  }
  return el('span', 'price', format.format(amount));
}

function cover(src, name, eager) {
  const fallback = () => el('div', 'cover__fallback', el('span', null, initials(name)));
  return el('div', 'cover', src === null ? fallback() : image('cover__img', src, eager, fallback));
}

function accountBadge(account) {
  const name = account?.name ?? null;
  const letters = () => el('span', 'avatar avatar--small avatar--initials', initials(name));
  const avatar = account?.profile_image_url
    ? image('avatar avatar--small', account.profile_image_url, false, letters)
    : letters();
  const partner = account?.partner ? el('span', 'partner-mark', 'Partner') : null;
  return el(
    'div',
    'account-badge',
    avatar,
    el('span', 'account-badge__name', name ?? 'Unknown account'),
    partner,
  );
}

// As the app's cards do: the title reports when it is painted (Element Timing), for the bench.
function titled(heading) {
  heading.setAttribute('elementtiming', 'card-title');
  return heading;
}

function card(event, index, now) {
  const [statusClass, statusText] = status(event, now);
  const link = el('a', 'card__link', event.name ?? 'Untitled event');
  link.href = `?item=${encodeURIComponent(event.id)}`;
  return el(
    'li',
    'card-grid__cell',
    el(
      'article',
      'card',
      cover(event.cover_url, event.name, index < eagerCovers),
      el(
        'div',
        'card__body',
        el(
          'div',
          'card__meta',
          el('span', `status-badge status-badge--${statusClass}`, statusText),
          event.offer_replay_purchase ? el('span', 'tag', 'Replay available') : null,
        ),
        titled(el('h2', 'card__title', link)),
        el('p', 'card__when', when(event.scheduled_at ?? event.live_at, now)),
        el(
          'dl',
          'card__facts',
          el('div', null, el('dt', null, 'Duration'), el('dd', null, duration(event.duration_seconds))),
          el('div', null, el('dt', null, 'Price'), el('dd', null, price(event.price))),
        ),
        event.description ? el('p', 'card__description', event.description) : null,
        el('div', 'card__footer', accountBadge(event.account)),
      ),
    ),
  );
}

function warmCovers(body) {
  for (const event of body.events) {
    if (event.cover_url === null) continue;
    const img = new Image();
    img.referrerPolicy = 'no-referrer';
    img.decoding = 'async';
    img.src = event.cover_url;
  }
}

let current = Number(new URLSearchParams(location.search).get('page') ?? '1') || 1;

async function show(page) {
  const body = await fetchPage(page);
  const now = Date.now();
  grid.replaceChildren(...body.events.map((event, index) => card(event, index, now)));
  // As the app does: a new page starts at its top.
  if (grid.getBoundingClientRect().top < 0) main.scrollIntoView({ block: 'start' });
  current = page;
  // Shown with the first cards, so it never sits on an empty grid and then jumps down.
  pager.hidden = false;
  for (const step of document.querySelectorAll('[data-step]')) {
    step.href = `?page=${Math.max(1, page + Number(step.dataset.step))}`;
  }
  // As the app does: the next page and its covers load in the background.
  if (page < body.meta.pagination.total_pages) fetchPage(page + 1).then(warmCovers);
}

pager.addEventListener('click', (click) => {
  const step = click.target.closest('[data-step]');
  if (!step) return;
  click.preventDefault();
  const page = Math.max(1, current + Number(step.dataset.step));
  history.pushState(null, '', `?page=${page}`);
  show(page);
});

show(current);
