import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Nurse Career Network API')
    .setDescription(
      'REST API of the nurse career network. Nurses authenticate with the `sid` session cookie set by ' +
        '/api/auth/login or /api/auth/register; administrators with the `admin_sid` cookie set by ' +
        '/api/admin/login. Every error answers `{statusCode, message}`, with `errors` naming the fields ' +
        'of a validation failure.',
    )
    .setVersion('1.0')
    // Paths carry their /api prefix, so the server is the origin the document is read from.
    .addServer('/', 'The server that serves this document')
    // Not published under any licence, as package.json says; npm's page defines the term.
    .setLicense('UNLICENSED', 'https://docs.npmjs.com/cli/v11/configuring-npm/package-json#license')
    .addCookieAuth('sid', { type: 'apiKey', in: 'cookie', name: 'sid' }, 'sid')
    .addCookieAuth('admin_sid', { type: 'apiKey', in: 'cookie', name: 'admin_sid' }, 'admin_sid')
    .build();
  return SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
}
