import { SANDBOX_USERS } from './users';

// Server-rendered pages of the sandbox's authorization server: small, accessible, no external assets.

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0; padding: 2rem 1rem; background: Canvas; color: CanvasText; }
main { max-width: 36rem; margin: 0 auto; }
h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
ul { list-style: none; padding: 0; margin: 1.5rem 0; display: grid; gap: .75rem; }
button { font: inherit; cursor: pointer; border-radius: .5rem; }
.user { width: 100%; text-align: start; padding: .75rem 1rem; border: 1px solid #767676;
  background: Canvas; color: CanvasText; font-weight: 600; }
.user:hover { border-color: #1a56db; }
button:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
.summary { font-size: .9rem; margin: .25rem 0 0 1rem; }
.secondary { padding: .5rem 1rem; border: 1px solid #767676; background: transparent; color: CanvasText; }
.primary { padding: .5rem 1rem; border: 1px solid #1a56db; background: #1a56db; color: #fff; }
`;

function layout(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export function signInPage(uid: string, clientName: string): string {
  const action = `/oauth/interaction/${encodeURIComponent(uid)}`;
  const users = SANDBOX_USERS.map(
    (
      user,
    ) => `<li><button class="user" type="submit" name="login" value="${user.login}" aria-describedby="summary-${user.login}">${escapeHtml(user.name)} (${user.login})</button>
<p class="summary" id="summary-${user.login}">${escapeHtml(user.summary)}</p></li>`,
  ).join('\n');
  return layout(
    'Sign in — Teamboard sandbox',
    `<h1>Sign in to ${escapeHtml(clientName)}</h1>
<p>This is the local sandbox: no password, pick the person to sign in as.</p>
<form method="post" action="${action}/login">
<ul aria-label="Sandbox users">
${users}
</ul>
</form>
<form method="post" action="${action}/abort">
<button class="secondary" type="submit">Cancel</button>
</form>`,
  );
}

export function logoutPage(form: string): string {
  // The person already chose "Sign out" in the app, so the confirmation submits itself.
  return layout(
    'Sign out — Teamboard sandbox',
    `<h1>Sign out of the Teamboard sandbox?</h1>
${form}
<p>
<button class="primary" id="sign-out" type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
<button class="secondary" type="submit" form="op.logoutForm">Stay signed in</button>
</p>
<script>document.getElementById('op.logoutForm').requestSubmit(document.getElementById('sign-out'));</script>`,
  );
}

export function signedOutPage(): string {
  return layout(
    'Signed out — Teamboard sandbox',
    '<h1>Signed out</h1><p>You are signed out of the sandbox.</p>',
  );
}

export function errorPage(details: Record<string, unknown>): string {
  const rows = Object.entries(details)
    .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(String(value))}</dd>`)
    .join('');
  return layout('Sign-in error — Teamboard sandbox', `<h1>Sign-in error</h1><dl>${rows}</dl>`);
}
