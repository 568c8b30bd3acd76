import { z } from 'zod';
import {
  equipmentCreateSchema,
  equipmentItemSchema,
  equipmentUpdateSchema,
} from '@lesesaal/domain/seats/schema';
import { idParamSchema } from '@lesesaal/domain/validation';
import type { RouteErrors } from '../../http/openapi/errors';
import type { ZodApp } from '../../http/types';
import type { PerArchive } from '../../http/archive-context';
import type { createSeatsService } from './service';

type SeatsService = ReturnType<typeof createSeatsService>;
const notFound = { 404: ['not_found'] } as const satisfies RouteErrors;
const conflict = { 404: ['not_found'], 409: ['conflict'] } as const satisfies RouteErrors;

/** The equipment list of the installation (ADMIN). */
export function equipmentRoutes(api: ZodApp, service: PerArchive<SeatsService>): void {
  const tags = ['admin seats'];
  const params = z.object({ equipmentId: idParamSchema });
  api.get(
    '/admin/seat-equipment',
    {
      schema: {
        tags,
        summary: 'The equipment list seats are described with, in creation order',
        response: { 200: z.array(equipmentItemSchema) },
      },
    },
    async (request) => service(request).listEquipment(),
  );
  // visitors read the list too: the calendar's "I need" filter names the equipment
  api.get(
    '/seat-equipment',
    {
      schema: {
        tags: ['booking'],
        summary: "The equipment list (for the visitor calendar's seat filter), in creation order",
        response: { 200: z.array(equipmentItemSchema) },
      },
    },
    async (request) => service(request).listEquipment(),
  );
  api.post(
    '/admin/seat-equipment',
    {
      config: { errors: { 409: ['conflict'] } },
      schema: {
        tags,
        summary: 'Add equipment (key, German and English name, accessible flag)',
        description:
          'A key that exists answers 409 `conflict` [`key`]; beyond 100 entries 409 [`maxEquipmentItems`].',
        body: equipmentCreateSchema,
        response: { 201: equipmentItemSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service(request).createEquipment(request.body)),
  );
  api.put(
    '/admin/seat-equipment/:equipmentId',
    {
      config: { errors: notFound },
      schema: {
        tags,
        summary: 'Change the names and the accessible flag (the key stays)',
        params,
        body: equipmentUpdateSchema,
        response: { 200: equipmentItemSchema },
      },
    },
    async (request) => service(request).updateEquipment(request.params.equipmentId, request.body),
  );
  api.delete(
    '/admin/seat-equipment/:equipmentId',
    {
      config: { errors: conflict },
      schema: {
        tags,
        summary: 'Remove equipment no seat carries (else 409 `conflict` with the seat labels)',
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service(request).deleteEquipment(request.params.equipmentId);
      return reply.status(204).send(null);
    },
  );
}
