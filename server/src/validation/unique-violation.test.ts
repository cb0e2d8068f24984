// @vitest-environment node
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { takenAnswer, uniqueViolationColumn } from './unique-violation.js';

/** The error better-sqlite3 throws for a second row with the same email. */
function duplicateEmail(): unknown {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE COLLATE NOCASE)');
  db.prepare('INSERT INTO users (email) VALUES (?)').run('a@example.com');
  try {
    db.prepare('INSERT INTO users (email) VALUES (?)').run('A@example.com');
    return undefined;
  } catch (error) {
    return error;
  } finally {
    db.close();
  }
}

describe('a write a unique index refused', () => {
  it('answers 422 naming the column as the field, with the validator\'s "taken" message', () => {
    const error = duplicateEmail();
    expect(uniqueViolationColumn(error)).toBe('email');
    expect(takenAnswer(error, 'en')?.body()).toEqual({
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    });
    expect(takenAnswer(error, 'ar')?.statusCode).toBe(422);
  });

  it('leaves every other error alone', () => {
    expect(takenAnswer(new Error('UNIQUE constraint failed: users.email'), 'en')).toBeUndefined();
    expect(takenAnswer({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY', message: 'FOREIGN KEY constraint failed' }, 'en')).toBeUndefined();
    expect(takenAnswer(undefined, 'en')).toBeUndefined();
  });
});
