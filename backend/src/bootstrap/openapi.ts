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
    .addCookieAuth('sid', { type: 'apiKey', in: 'cookie', name: 'sid' }, 'sid')
    .addCookieAuth('admin_sid', { type: 'apiKey', in: 'cookie', name: 'admin_sid' }, 'admin_sid')
    .build();
  return SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
}
