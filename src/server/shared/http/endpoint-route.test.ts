import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, uncheckedAnswer } from '../../../domain/endpoints/endpoint';
import type { AppInstance } from '../../http';
import { route } from './endpoint-route';

const file = defineEndpoint({
  method: 'GET',
  path: '/things/:id/file',
  capability: 'readSales',
  tags: ['things'],
  params: z.object({ id: z.coerce.number().int() }),
  produces: ['text/csv'],
  response: uncheckedAnswer<Blob>(),
});
const importThings = defineEndpoint({
  method: 'POST',
  path: '/things/import',
  capability: 'catalogue',
  tags: ['things'],
  body: z.object({ rows: z.array(z.string()) }),
  response: z.object({ imported: z.number() }),
  failures: { 422: z.object({ rejected: z.array(z.string()) }) },
});

async function appWith(register: (api: AppInstance) => void, onSchema?: (schema: unknown) => void) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  if (onSchema) app.addHook('onRoute', (options) => onSchema(options.schema));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifySwagger, { openapi: { info: { title: 't', version: '1' } }, transform: jsonSchemaTransform });
  register(app as unknown as AppInstance);
  await app.ready();
  return app;
}

describe('route(api, endpoint) for answers that are not one JSON body', () => {
  it('lets a handler answer a file through reply, with its own headers, and gives the route its content type', async () => {
    const schemas: unknown[] = [];
    const app = await appWith(
      (api) => route(api, file).handle((request, reply) => reply.header('content-type', 'text/csv; charset=utf-8').send(`id\n${request.params.id}\n`)),
      (schema) => schemas.push(schema),
    );
    const res = await app.inject({ method: 'GET', url: '/things/7/file' });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body).toBe('id\n7\n');
    expect(schemas).toContainEqual(expect.objectContaining({ produces: ['text/csv'] }));
  });

  it('sends and documents an answer other than 200 with a body of its own (a refusal through reply)', async () => {
    const app = await appWith((api) =>
      route(api, importThings).handle((request, reply) =>
        request.body.rows.some((row) => row === '')
          ? reply.code(422).send({ rejected: request.body.rows.filter((row) => row === '') })
          : { imported: request.body.rows.length },
      ),
    );
    const refused = await app.inject({ method: 'POST', url: '/things/import', payload: { rows: ['a', ''] } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ rejected: [''] });
    const done = await app.inject({ method: 'POST', url: '/things/import', payload: { rows: ['a', 'b'] } });
    expect(done.json()).toEqual({ imported: 2 });
    const doc = app.swagger() as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
    expect(Object.keys(doc.paths['/things/import']!.post!.responses ?? {}).sort()).toEqual(['200', '422']);
  });
});
