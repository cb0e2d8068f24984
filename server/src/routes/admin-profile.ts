import type { FastifyRequest } from 'fastify';
import { absoluteUrl, presentAdmin } from '../areas/administration.js';
import type { AdminRow } from '../db/admins.js';
import type { JsonObject } from '../http/json.js';
import { originOf } from './context.js';

/** Absolute URL of a stored upload, as a Laravel API answers file fields. */
export function publicUrl(request: FastifyRequest, path: string | null): string | null {
  return absoluteUrl(originOf(request), path);
}

/** The admin's own account, as GET dashboard/users/{id} answers it. */
export function presentProfile(request: FastifyRequest, admin: AdminRow): JsonObject {
  return presentAdmin(originOf(request), admin);
}
