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

function counts(record) {
  return Object.entries(record)
    .map(([key, value]) => `${key} ${value}`)
    .join(', ');
}

async function loadStats() {
  const stats = await api('GET', '/admin/dashboard/stats');
  const cards = [
    ['Users', `${stats.users.total} (${counts(stats.users.byStatus)})`],
    ['Users by role', counts(stats.users.byRole)],
    ['Pets', counts(stats.pets)],
    ['Orders', `${stats.orders.total} (${counts(stats.orders.byStatus)})`],
    ['Revenue, total', money(stats.revenue.total)],
    ['Revenue, last 30 days', money(stats.revenue.last30Days)],
    ['Chat completions today', String(stats.chat.completionsToday)],
    [
      'Webhook deliveries',
      `${stats.webhooks.deliveriesPending} pending, ${stats.webhooks.deliveriesFailed} failed`,
    ],
  ];
  const list = $('stats');
  list.replaceChildren(
    ...cards.map(([term, value]) => {
      const item = document.createElement('div');
      const dt = document.createElement('dt');
      const dd = document.createElement('dd');
      dt.textContent = term;
      dd.textContent = value;
      item.append(dt, dd);
      return item;
    }),
  );
  drawChart(stats.ordersPerDay);
}

/** A bar chart in inline SVG; each bar has a <title>, and the whole an accessible summary. */
function drawChart(days) {
  const width = 600;
  const height = 160;
  const top = Math.max(1, ...days.map((d) => d.placed));
  const bar = width / days.length;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${width} ${height + 20}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-labelledby', 'chart-title');
  const total = days.reduce((sum, d) => sum + d.placed, 0);
  const desc = document.createElementNS(SVG, 'desc');
  desc.textContent = `${total} orders in ${days.length} days, at most ${top} on one day.`;
  svg.append(desc);
  days.forEach((day, index) => {
    const h = Math.round((day.placed / top) * (height - 10));
    const rect = document.createElementNS(SVG, 'rect');
    rect.setAttribute('x', String(index * bar + 2));
    rect.setAttribute('y', String(height - h));
    rect.setAttribute('width', String(bar - 4));
    rect.setAttribute('height', String(h));
    rect.setAttribute('data-date', day.date);
    const title = document.createElementNS(SVG, 'title');
    title.textContent = `${day.date}: ${day.placed} orders`;
    rect.append(title);
    svg.append(rect);
    if (index % 5 === 0 || index === days.length - 1) {
      const label = document.createElementNS(SVG, 'text');
      label.setAttribute('x', String(index * bar + 2));
      label.setAttribute('y', String(height + 14));
      label.textContent = day.date.slice(5);
      svg.append(label);
    }
  });
  $('chart').replaceChildren(svg);
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
  $('order-rows').replaceChildren(
    ...page.data.map((order) => {
      const row = document.createElement('tr');
      row.append(
        cell(order.id, 'mono'),
        cell(order.userId, 'mono'),
        cell(order.status),
        cell(order.paymentStatus),
        cell(`${order.totalAmount} ${order.currency}`),
      );
      const action = document.createElement('td');
      if (order.status === 'PLACED' || order.status === 'APPROVED') {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = `Force-cancel order ${order.id.slice(-8)}`;
        button.addEventListener('click', () => run(() => forceCancel(order)));
        action.append(button);
      }
      row.append(action);
      return row;
    }),
  );
  return page.data.length;
}

async function forceCancel(order) {
  const reason = $('order-reason').value.trim();
  if (reason === '') {
    $('order-reason').focus();
    throw new Error('Give a reason for the force-cancel first.');
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
