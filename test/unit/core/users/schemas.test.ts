import { describe, expect, it } from 'vitest';
import { SignUpSchema, StatusChangeSchema, UpdateUserSchema } from '../../../../src/core/users/schemas.js';
import { parseInput } from '../../../../src/core/validation.js';
import { fieldErrors, fieldsNamed } from '../field-errors.js';

const ALICE = { username: 'alice', email: 'Alice@Example.com', password: 'correct-horse-battery' };

describe('signing up', () => {
  it('keeps the email in lowercase', () => {
    expect(parseInput(SignUpSchema, ALICE).email).toBe('alice@example.com');
  });

  it('takes usernames of 3 to 50 letters, digits, "_", "." and "-"', () => {
    expect(fieldErrors(SignUpSchema, { ...ALICE, username: 'al.i_c-e9' })).toEqual([]);
    expect(fieldsNamed(SignUpSchema, { ...ALICE, username: 'al' })).toEqual(['username']);
    expect(fieldsNamed(SignUpSchema, { ...ALICE, username: 'a'.repeat(51) })).toEqual(['username']);
    expect(fieldErrors(SignUpSchema, { ...ALICE, username: 'alice smith' })).toEqual([
      { field: 'username', message: 'Use only letters, digits, "_", "." and "-".', code: 'invalid_format' },
    ]);
  });

  it('takes passwords of 12 to 128 characters', () => {
    expect(fieldsNamed(SignUpSchema, { ...ALICE, password: 'x'.repeat(11) })).toEqual(['password']);
    expect(fieldErrors(SignUpSchema, { ...ALICE, password: 'x'.repeat(128) })).toEqual([]);
    expect(fieldsNamed(SignUpSchema, { ...ALICE, password: 'x'.repeat(129) })).toEqual(['password']);
  });

  it('refuses an email that is not one', () => {
    expect(fieldsNamed(SignUpSchema, { ...ALICE, email: 'alice' })).toEqual(['email']);
  });

  it('takes a phone number in its usual punctuation, not letters', () => {
    expect(fieldErrors(SignUpSchema, { ...ALICE, phone: '+1 (555) 010-0199' })).toEqual([]);
    expect(fieldErrors(SignUpSchema, { ...ALICE, phone: 'call me' })).toEqual([
      { field: 'phone', message: 'Use digits, spaces and + ( ) . / - only.', code: 'invalid_format' },
    ]);
  });

  it('does not let anyone sign up with a role', () => {
    expect(fieldErrors(SignUpSchema, { ...ALICE, role: 'ADMIN' })).toEqual([
      { field: 'role', message: 'Unknown field.', code: 'unknown_field' },
    ]);
  });
});

describe('changing an account', () => {
  it('a new password needs the current one', () => {
    expect(fieldErrors(UpdateUserSchema, { password: 'a-brand-new-password' })).toEqual([
      { field: 'currentPassword', message: 'Required to change the password.', code: 'custom' },
    ]);
    expect(
      fieldErrors(UpdateUserSchema, { password: 'a-brand-new-password', currentPassword: 'old' }),
    ).toEqual([]);
  });

  it('null clears a personal field', () => {
    expect(parseInput(UpdateUserSchema, { phone: null, firstName: null })).toEqual({
      phone: null,
      firstName: null,
    });
  });

  it('the role and the status are not changed here', () => {
    expect(fieldsNamed(UpdateUserSchema, { role: 'ADMIN', status: 'ACTIVE' })).toEqual(['role', 'status']);
  });

  it('suspending needs a reason and one of the two statuses', () => {
    expect(fieldsNamed(StatusChangeSchema, { status: 'SUSPENDED' })).toEqual(['reason']);
    expect(fieldsNamed(StatusChangeSchema, { status: 'DELETED', reason: 'spam' })).toEqual(['status']);
  });
});
