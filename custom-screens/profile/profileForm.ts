import { dataUrlToFile, isRecord, isTrue, PASSWORD_MIN_LENGTH, PHONE_MAX_LENGTH, type ValidationRule } from '../../engine';

/** The admin's own account: read by id, edited through `POST dashboard/update-profile` (spec §3). */

export const UPDATE_PROFILE_PATH = 'dashboard/update-profile';

export function profilePath(id: number): string {
  return `dashboard/users/${id}`;
}

export interface Profile {
  id: number;
  name: string;
  email: string;
  phone_number: string;
  avatar: string | null;
  active: boolean;
}

function record(value: unknown): Record<string, unknown> | null {
  return isRecord(value) ? value : null;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** The `data` of a profile answer (the read and the update answer alike), or null when it is not one. */
export function parseProfile(answer: unknown): Profile | null {
  const data = record(record(answer)?.data);
  if (!data) return null;
  const id = typeof data.id === 'string' && data.id.trim() !== '' ? Number(data.id) : data.id;
  if (typeof id !== 'number' || !Number.isFinite(id)) return null;
  const avatar = text(data.avatar);
  return {
    id,
    name: text(data.name),
    email: text(data.email),
    phone_number: text(data.phone_number),
    avatar: avatar === '' ? null : avatar,
    active: isTrue(data.active),
  };
}

// A type (not an interface) so it reads as a plain record for the rules.
export type ProfileValues = {
  name: string;
  email: string;
  phone_number: string;
  status: boolean;
  change_password: boolean;
  password: string;
  password_confirmation: string;
  /** Asked for, and sent, only while the save changes the password or the email (see needsCurrentPassword). */
  current_password: string;
  /** A newly picked image as a data URL (see readImageFile); null keeps the current one. */
  profile_image: string | null;
};

export type ProfileField = keyof ProfileValues;

export function initialProfileValues(profile: Profile): ProfileValues {
  return {
    name: profile.name,
    email: profile.email,
    phone_number: profile.phone_number,
    status: profile.active,
    change_password: false,
    password: '',
    password_confirmation: '',
    current_password: '',
    profile_image: null,
  };
}

/** The server asks for the current password when a save changes what signs in: the password or the email. */
export function needsCurrentPassword(profile: Profile, values: ProfileValues): boolean {
  return values.change_password || values.email.trim().toLowerCase() !== profile.email.trim().toLowerCase();
}

/** What the rules read: the values, and whether the current password is asked for. */
export function profileRuleValues(profile: Profile, values: ProfileValues): Record<string, unknown> {
  return { ...values, needs_current_password: needsCurrentPassword(profile, values) };
}

const withPassword = { field: 'change_password', equals: true } as const;

/** The profile checks in the spec's order (§5); the first failure is the one shown. */
export const profileRules: readonly ValidationRule[] = [
  { field: 'name', rule: 'required', message: 'VALIDATION.name' },
  { field: 'email', rule: 'required', message: 'VALIDATION.email' },
  { field: 'email', rule: 'email', message: 'VALIDATION.emailInvalid' },
  { field: 'phone_number', rule: 'maxLength', value: PHONE_MAX_LENGTH, message: 'VALIDATION.phoneMaxLength' },
  { field: 'password', rule: 'required', message: 'VALIDATION.password', when: withPassword },
  { field: 'password', rule: 'minLength', value: PASSWORD_MIN_LENGTH, message: 'VALIDATION.passwordLength', when: withPassword },
  { field: 'password_confirmation', rule: 'required', message: 'VALIDATION.password', when: withPassword },
  { field: 'password_confirmation', rule: 'minLength', value: PASSWORD_MIN_LENGTH, message: 'VALIDATION.passwordLength', when: withPassword },
  { field: 'password_confirmation', rule: 'sameAs', value: 'password', message: 'VALIDATION.notEqualPasswords', when: withPassword },
  { field: 'current_password', rule: 'required', message: 'VALIDATION.currentPassword', when: { field: 'needs_current_password', equals: true } },
];

/**
 * The multipart body of the update: the image only when one was picked, the password only when it
 * changes, the current password only when `withCurrentPassword` (the password or the email changes).
 */
export function profilePayload(values: ProfileValues, withCurrentPassword = false): FormData {
  const body = new FormData();
  const image = dataUrlToFile(values.profile_image);
  if (image) body.append('profile_image', image, image.name);
  body.append('name', values.name);
  body.append('email', values.email);
  body.append('phone_number', values.phone_number);
  body.append('status', values.status ? '1' : '0');
  if (values.change_password) {
    body.append('password', values.password);
    body.append('password_confirmation', values.password_confirmation);
  }
  if (withCurrentPassword) body.append('current_password', values.current_password);
  return body;
}

/** The profile's fields in the order the dialog shows them. */
export const PROFILE_FIELDS: readonly ProfileField[] = ['profile_image', 'name', 'email', 'phone_number', 'status', 'password', 'password_confirmation', 'current_password'];
