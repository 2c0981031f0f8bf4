/* global document, window, sessionStorage, fetch, URL, URLSearchParams */
// The admin console: plain DOM over the admin API. Served as a file so the page's Content
// Security Policy can forbid inline scripts. The access token lives in sessionStorage (this tab
// only, gone when it closes) and travels as a bearer header: no cookie, so no CSRF.
const SESSION_KEY = 'petstore.admin';
const SVG = 'http://www.w3.org/2000/svg';
const $ = (id) => document.getElementById(id);

let session = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null');
let auditCursor = null;

function apiUrl(path) {
  return new URL(`../v1${path}`, window.location.href).href;
}

function say(message, isError = false) {
  const status = $('status');
  status.textContent = message;
  status.className = isError ? 'error' : '';
}

async function api(method, path, body) {
  const headers = { accept: 'application/json' };
  if (session !== null) headers.authorization = `Bearer ${session.token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(apiUrl(path), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = response.status === 204 ? null : await response.json();
  if (response.status === 401 && session !== null) {
    signOut('Your session ended; sign in again.');
    throw new Error('signed out');
  }
  if (!response.ok) {
    const problem = data?.errors?.map((e) => `${e.field}: ${e.message}`).join('; ');
    throw new Error(problem ? `${data.detail} ${problem}` : (data?.detail ?? `HTTP ${response.status}`));
  }
  return data;
}

function cell(text, className) {
  const td = document.createElement('td');
  td.textContent = text ?? '';
  if (className) td.className = className;
  return td;
}

function money(list) {
  return list.length === 0 ? '0.00' : list.map((m) => `${m.amount} ${m.currency}`).join(', ');
}

/** `{ PLACED: 2, CANCELLED: 1 }` as "2 placed · 1 cancelled", largest first; zero counts left out. */
function breakdown(record) {
  const parts = Object.entries(record)
    .filter(([, value]) => value > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([key, value]) => `${value} ${key.toLowerCase().replace(/_/g, ' ')}`);
  return parts.length === 0 ? 'none' : parts.join(' · ');
}

function sum(record) {
  return Object.values(record).reduce((total, value) => total + value, 0);
}

/** One tile: what it counts, the figure in large type, and what it is made of. */
function tile(label, figure, detail) {
  const item = document.createElement('div');
  item.className = 'tile';
  const dt = document.createElement('dt');
  dt.textContent = label;
  const value = document.createElement('dd');
  value.className = 'figure';
  value.textContent = figure;
  const more = document.createElement('dd');
  more.className = 'detail';
  more.textContent = detail;
  item.append(dt, value, more);
  return item;
}

async function loadStats() {
  const stats = await api('GET', '/admin/dashboard/stats');
  $('stats').replaceChildren(
    tile('Users', String(stats.users.total), breakdown(stats.users.byStatus)),
    tile('Users by role', String(stats.users.total), breakdown(stats.users.byRole)),
    tile('Pets', String(sum(stats.pets)), breakdown(stats.pets)),
    tile('Orders', String(stats.orders.total), breakdown(stats.orders.byStatus)),
    tile('Revenue, total', money(stats.revenue.total), `last 30 days: ${money(stats.revenue.last30Days)}`),
    tile('Chat completions today', String(stats.chat.completionsToday), 'advisor and upstream models'),
    tile(
      'Webhook deliveries pending',
      String(stats.webhooks.deliveriesPending),
      `${stats.webhooks.deliveriesFailed} failed`,
    ),
  );
  drawChart(stats.ordersPerDay);
}

function svgElement(name, attributes, text) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  if (text !== undefined) element.textContent = text;
  return element;
}

/**
 * A bar chart in inline SVG with both axes: counts on the left (0, half, most), dates below every
 * fifth day and the last, each bar with a <title>, and the whole an accessible summary. Margins
 * leave room for the labels, so none is clipped at either end.
 */
function drawChart(days) {
  const margin = { top: 12, right: 28, bottom: 40, left: 48 };
  const plot = { width: 640, height: 180 };
  const width = margin.left + plot.width + margin.right;
  const height = margin.top + plot.height + margin.bottom;
  const most = Math.max(1, ...days.map((d) => d.placed));
  const bar = plot.width / days.length;
  const y = (count) => margin.top + plot.height - (count / most) * plot.height;
  const svg = svgElement('svg', {
    viewBox: `0 0 ${width} ${height}`,
    role: 'img',
    'aria-labelledby': 'chart-title',
  });
  const total = days.reduce((all, d) => all + d.placed, 0);
  svg.append(svgElement('desc', {}, `${total} orders in ${days.length} days, at most ${most} on one day.`));

  const ticks = [...new Set([0, Math.round(most / 2), most])];
  for (const tick of ticks) {
    svg.append(
      svgElement('line', {
        x1: margin.left,
        x2: margin.left + plot.width,
        y1: y(tick),
        y2: y(tick),
        class: 'grid',
      }),
      svgElement(
        'text',
        { x: margin.left - 6, y: y(tick) + 4, 'text-anchor': 'end', class: 'tick' },
        String(tick),
      ),
    );
  }
  days.forEach((day, index) => {
    const x = margin.left + index * bar;
    const rect = svgElement('rect', {
      x: x + 2,
      y: y(day.placed),
      width: Math.max(1, bar - 4),
      height: margin.top + plot.height - y(day.placed),
      'data-date': day.date,
    });
    rect.append(svgElement('title', {}, `${day.date}: ${day.placed} orders`));
    svg.append(rect);
    if (index % 5 === 0 || index === days.length - 1) {
      svg.append(
        svgElement('line', {
          x1: x + bar / 2,
          x2: x + bar / 2,
          y1: margin.top + plot.height,
          y2: margin.top + plot.height + 4,
          class: 'axis',
        }),
        svgElement(
          'text',
          { x: x + bar / 2, y: margin.top + plot.height + 16, 'text-anchor': 'middle', class: 'tick date' },
          day.date.slice(5),
        ),
      );
    }
  });
  svg.append(
    svgElement('line', {
      x1: margin.left,
      x2: margin.left,
      y1: margin.top,
      y2: margin.top + plot.height,
      class: 'axis',
    }),
    svgElement('line', {
      x1: margin.left,
      x2: margin.left + plot.width,
      y1: margin.top + plot.height,
      y2: margin.top + plot.height,
      class: 'axis',
    }),
    svgElement(
      'text',
      { x: margin.left + plot.width / 2, y: height - 6, 'text-anchor': 'middle', class: 'axis-title' },
      'Day (UTC, month-day)',
    ),
    svgElement(
      'text',
      {
        x: 14,
        y: margin.top + plot.height / 2,
        'text-anchor': 'middle',
        class: 'axis-title',
        transform: `rotate(-90 14 ${margin.top + plot.height / 2})`,
      },
      'Orders placed',
    ),
  );
  $('chart').replaceChildren(svg);
}

/** Customers by id, fetched once per console session: orders name their customer by id only. */
const customers = new Map();

async function customerName(userId) {
  if (!customers.has(userId)) {
    customers.set(
      userId,
      api('GET', `/admin/users/${encodeURIComponent(userId)}`).then(
        (user) => {
          const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
          return name === '' ? user.username : `${name} (${user.username})`;
        },
        () => `unknown user …${userId.slice(-8)}`,
      ),
    );
  }
  return customers.get(userId);
}

/** Fills the users table by the search fields; answers how many were found. */
async function searchUsers() {
  const form = new URLSearchParams();
  if ($('user-q').value.trim() !== '') form.set('q', $('user-q').value.trim());
  if ($('user-status').value !== '') form.set('status', $('user-status').value);
  form.set('limit', '50');
  const page = await api('GET', `/admin/users?${form}`);
  $('user-rows').replaceChildren(
    ...page.data.map((user) => {
      const row = document.createElement('tr');
      row.append(cell(user.username), cell(user.email), cell(user.role), cell(user.status));
      const action = document.createElement('td');
      if (user.status !== 'DELETED' && user.id !== session.userId) {
        const next = user.status === 'ACTIVE' ? 'SUSPENDED' : 'ACTIVE';
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent =
          next === 'SUSPENDED' ? `Suspend ${user.username}` : `Reactivate ${user.username}`;
        button.addEventListener('click', () => run(() => setStatus(user, next)));
        action.append(button);
      }
      row.append(action);
      return row;
    }),
  );
  return page.data.length;
}

async function setStatus(user, status) {
  const reason = $('user-reason').value.trim();
  if (reason === '') {
    $('user-reason').focus();
    throw new Error('Give a reason for the status change first.');
  }
  await api('PATCH', `/admin/users/${user.id}/status`, { status, reason });
  await searchUsers();
  say(`${user.username} is now ${status}.`);
}

/** Fills the orders table by the status field; answers how many are shown. */
async function listOrders() {
  const query = new URLSearchParams({ limit: '50' });
  if ($('order-status').value !== '') query.set('status', $('order-status').value);
  const page = await api('GET', `/admin/orders?${query}`);
  const names = await Promise.all(page.data.map((order) => customerName(order.userId)));
  $('order-rows').replaceChildren(
    ...page.data.map((order, index) => {
      const row = document.createElement('tr');
      const id = cell(`…${order.id.slice(-8)}`, 'mono');
      id.title = order.id;
      const customer = cell(names[index]);
      customer.title = order.userId;
      row.append(
        id,
        customer,
        cell(order.status),
        cell(order.paymentStatus),
        cell(`${order.totalAmount} ${order.currency}`),
      );
      const action = document.createElement('td');
      if (order.status === 'PLACED' || order.status === 'APPROVED') {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = `Force-cancel order ${order.id.slice(-8)}`;
        button.addEventListener('click', () => run(() => forceCancel(order, names[index])));
        action.append(button);
      }
      row.append(action);
      return row;
    }),
  );
  return page.data.length;
}

async function forceCancel(order, customer) {
  const reason = $('order-reason').value.trim();
  if (reason === '') {
    $('order-reason').focus();
    throw new Error('Give a reason for the force-cancel first.');
  }
  const sure = window.confirm(
    `Force-cancel order …${order.id.slice(-8)} of ${customer} (${order.totalAmount} ${order.currency})?\n` +
      `Reason: ${reason}\nThe customer's order ends now; this cannot be undone.`,
  );
  if (!sure) {
    say(`Order ${order.id.slice(-8)} was not cancelled.`);
    return;
  }
  const cancelled = await api('POST', `/admin/orders/${order.id}/force-cancel`, { reason });
  await listOrders();
  say(`Order ${order.id.slice(-8)} cancelled (payment ${cancelled.paymentStatus}).`);
}

async function loadAudit(more = false) {
  const query = new URLSearchParams({ limit: '25' });
  if ($('audit-action').value.trim() !== '') query.set('action', $('audit-action').value.trim());
  if ($('audit-outcome').value !== '') query.set('outcome', $('audit-outcome').value);
  if (more && auditCursor !== null) query.set('cursor', auditCursor);
  const page = await api('GET', `/admin/audit-logs?${query}`);
  const rows = page.data.map((entry) => {
    const row = document.createElement('tr');
    row.append(
      cell(entry.timestamp.replace('T', ' ').slice(0, 19)),
      cell(entry.actor.userId === null ? 'system' : `${entry.actor.role} ${entry.actor.userId.slice(-8)}`),
      cell(entry.action),
      cell(`${entry.resource.type} ${entry.resource.id ?? ''}`.trim(), 'mono'),
      cell(entry.protocol),
      cell(entry.outcome),
      cell(entry.requestId, 'mono'),
    );
    return row;
  });
  if (more) $('audit-rows').append(...rows);
  else $('audit-rows').replaceChildren(...rows);
  auditCursor = page.pagination.nextCursor;
  $('audit-more').hidden = !page.pagination.hasMore;
}

async function run(action) {
  try {
    await action();
  } catch (error) {
    if (error.message !== 'signed out') say(error.message, true);
  }
}

function show() {
  const signedIn = session !== null;
  $('sign-in').hidden = signedIn;
  $('console').hidden = !signedIn;
  $('nav').hidden = !signedIn;
}

function signOut(message) {
  session = null;
  customers.clear();
  document.dispatchEvent(new window.Event('console:close'));
  sessionStorage.removeItem(SESSION_KEY);
  show();
  say(message);
  $('username').focus();
}

async function signIn(event) {
  event.preventDefault();
  const login = $('username').value.trim();
  const tenant = $('tenant').value.trim();
  const body = login.includes('@')
    ? { email: login, password: $('password').value }
    : { username: login, password: $('password').value };
  const response = await fetch(apiUrl('/auth/tokens'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(tenant === '' ? {} : { 'x-tenant-id': tenant }) },
    body: JSON.stringify(body),
  });
  const grant = await response.json();
  $('password').value = '';
  if (response.status !== 201) throw new Error(grant.detail ?? 'Sign-in failed.');
  if (!grant.scope.split(' ').includes('admin')) throw new Error('This account is not an administrator.');
  session = { token: grant.accessToken };
  const me = await api('GET', '/users/me');
  session.userId = me.id;
  sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
  show();
  say(`Signed in as ${me.username}.`);
  await openConsole();
}

async function openConsole() {
  // Sections in modules of their own (oauth-clients.js) fill themselves on this.
  document.dispatchEvent(new window.Event('console:open'));
  await Promise.all([loadStats(), searchUsers(), listOrders(), loadAudit()]);
  $('dashboard-title').focus();
}

document.addEventListener('DOMContentLoaded', () => {
  $('dashboard-title').tabIndex = -1;
  $('sign-in-form').addEventListener('submit', (event) => run(() => signIn(event)));
  $('sign-out').addEventListener('click', () => signOut('Signed out.'));
  $('refresh-stats').addEventListener('click', () => run(loadStats));
  // Only a search the admin asked for is announced: the lists filled at sign-in would otherwise
  // replace "Signed in as ..." on the status line before a screen reader had read it.
  $('user-search').addEventListener('submit', (event) => {
    event.preventDefault();
    run(async () => say(`${await searchUsers()} users found.`));
  });
  $('order-search').addEventListener('submit', (event) => {
    event.preventDefault();
    run(async () => say(`${await listOrders()} orders shown.`));
  });
  $('audit-search').addEventListener('submit', (event) => {
    event.preventDefault();
    run(() => loadAudit(false));
  });
  $('audit-more').addEventListener('click', () => run(() => loadAudit(true)));
  show();
  if (session !== null) run(openConsole);
});

// For the sections kept in modules of their own (oauth-clients.js).
export { api, cell, run, say };
