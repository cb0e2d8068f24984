import type { FastifyRequest } from 'fastify';
import type { AdminRow } from '../db/admins.js';
import type { JsonObject } from '../http/json.js';

/** Absolute URL of a stored upload, as a Laravel API answers file fields. */
export function publicUrl(request: FastifyRequest, path: string | null): string | null {
  return path === null ? null : `${request.protocol}://${request.host}${path}`;
}

export function presentProfile(request: FastifyRequest, admin: AdminRow): JsonObject {
  return {
    id: admin.id,
    name: admin.name,
    email: admin.email,
    phone_number: admin.phone_number,
    avatar: publicUrl(request, admin.avatar),
    active: admin.active === 1,
    role: [{ id: admin.role_id, name: admin.role_name }],
    login_count: admin.login_count,
    last_logged: admin.last_logged,
    created_at: admin.created_at,
  };
}
