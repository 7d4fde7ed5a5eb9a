import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiErrors } from '../../common/api-errors.decorator';
import { MessageResponseDto } from '../../common/error-response.dto';
import { AcceptsMultipart } from '../../common/json-routes.guard';
import { SingleFileUpload } from '../../uploads/single-file-upload.interceptor';
import { CREDENTIAL_LIMITS } from './credential-limits';
import { CREDENTIAL_MESSAGES } from './credential-messages';

/**
 * A route that takes one wallet document (a licence card, a certificate) as the multipart field
 * `document`: the upload with its size limit, and how the API documents it. `summary` says what the
 * document belongs to.
 */
export function DocumentUpload(summary: string) {
  return applyDecorators(
    AcceptsMultipart(),
    UseInterceptors(
      SingleFileUpload({
        field: 'document',
        maxBytes: CREDENTIAL_LIMITS.documentMaxBytes,
        tooLargeMessage: CREDENTIAL_MESSAGES.documentTooLarge,
      }),
    ),
    ApiOperation({
      summary,
      description:
        'A PDF, PNG or JPEG recognised by its bytes, at most 10 MB, as the multipart field `document`. The one it replaces is deleted.',
    }),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: ['document'],
        properties: { document: { type: 'string', format: 'binary', description: 'PDF, PNG or JPEG, at most 10 MB' } },
      },
    }),
    ApiOkResponse({ type: MessageResponseDto }),
    ApiErrors(400, 401, 404, 413),
  );
}
