import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../../src/core/context.js';

/**
 * The OAuth door (src/adapters/oauth) frames oidc-provider and renders pages; the decisions are
 * the core's (docs/oauth.md, "What the core decides"): which scopes a role may have, who may sign
 * in (password check, suspension, throttle) and what is audited. So no file of the door defines a
 * role-to-scope table or reads the core's, writes audit entries, checks or hashes a password (or
 * a client secret), or holds a stored document.
 */
const OAUTH_DOOR = path.resolve(import.meta.dirname, '../../../src/adapters/oauth');

/** Modules that would let a door make those decisions itself. */
const FORBIDDEN_MODULES: [RegExp, string][] = [
  [/(^|\/)core\/policy(\.js)?$/, 'the role scope table (core/policy)'],
  [/(^|\/)core\/audit\//, 'the audit trail (core/audit)'],
  [/(^|\/)core\/users\/passwords(\.js)?$/, 'password hashing (core/users/passwords)'],
  [/(^|\/)core\/users\/model(\.js)?$/, 'stored user documents (core/users/model)'],
  [/^(@node-rs\/argon2|argon2|bcrypt|bcryptjs|@node-rs\/bcrypt)$/, 'a password hashing library'],
];

/** Names that are the core's decisions: its scope ceiling, its audit writer, its password check. */
const FORBIDDEN_NAMES = new Map<string, string>([
  ['ROLE_SCOPES', 'the role scope table'],
  ['scopesForRole', 'the role scope ceiling'],
  ['scopesWithinRole', 'the role scope ceiling'],
  ['principalOfUser', 'the role scope ceiling'],
  ['audit', 'the audit trail'],
  ['recordAll', 'the audit trail'],
  ['recordLogin', 'the login audit entry'],
  ['checkCredentials', 'the password check (core.oauth.signIn is the login page`s)'],
  ['verifyPassword', 'password verification'],
  ['hashPassword', 'password hashing'],
  ['passwordHash', 'the stored password hash'],
  // Stored documents stay in the core: the door gets domain types (User, OAuthClientView).
  ['UserDoc', 'a stored user document'],
  ['OAuthClientDoc', 'a stored client document'],
  ['secretHash', 'the stored client secret hash'],
]);

/** Each offence of one source: a forbidden module, a forbidden name, or a role named in code. */
function offencesOf(file: string, text: string): string[] {
  const offences: string[] = [];
  for (const imported of ts.preProcessFile(text, true, true).importedFiles) {
    for (const [pattern, what] of FORBIDDEN_MODULES) {
      if (pattern.test(imported.fileName)) offences.push(`${file} imports ${what}: ${imported.fileName}`);
    }
  }
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      const what = FORBIDDEN_NAMES.get(node.text);
      if (what !== undefined) offences.push(`${file} uses ${what}: ${node.text}`);
    }
    // A role named as a value or a key is a role-to-something table in the making.
    if (
      (ts.isStringLiteralLike(node) || ts.isIdentifier(node)) &&
      (ROLES as readonly string[]).includes(node.text)
    ) {
      offences.push(`${file} names the role ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return offences;
}

function doorSources(): { file: string; text: string }[] {
  return readdirSync(OAUTH_DOOR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file: path.relative(OAUTH_DOOR, file), text: readFileSync(file, 'utf8') };
    });
}

describe('the OAuth door leaves OAuth decisions to the core', () => {
  it('reads the door’s files', () => {
    expect(doorSources().map(({ file }) => file)).toEqual(
      expect.arrayContaining(['interactions.ts', 'token-claims.ts', 'provider-configuration.ts']),
    );
  });

  it('no file defines or reads a role scope table, writes audit entries or checks passwords', () => {
    expect(doorSources().flatMap(({ file, text }) => offencesOf(file, text))).toEqual([]);
  });

  it('would notice each of them', () => {
    const samples = {
      'table.ts': `const CEILING = { CUSTOMER: ['read:pets'], STAFF: ['write:pets'] };`,
      'reads.ts': `import { ROLE_SCOPES } from '../../core/policy.js';`,
      'audits.ts': `await this.core.audit.record(ctx, { action: 'auth.login' });`,
      'hashes.ts': `import { verify } from '@node-rs/argon2';`,
      'checks.ts': `const user = await core.auth.checkCredentials(caller, form);`,
    };
    for (const [file, text] of Object.entries(samples)) {
      expect(offencesOf(file, text), file).not.toEqual([]);
    }
  });
});
