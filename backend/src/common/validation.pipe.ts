import { BadRequestException, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import type { FieldErrorDto } from './error-response.dto';

function flatten(errors: ValidationError[], parent = ''): FieldErrorDto[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** Throws a 400 whose message is the first problem and whose `errors` list names every field. */
export function fieldErrors(errors: FieldErrorDto[]): BadRequestException {
  return new BadRequestException({ statusCode: 400, message: errors[0]?.message ?? 'Invalid input', errors });
}

/**
 * Leaves named route parameters as the strings they came as, for their own pipes: the stock
 * conversion to a number would read '1e3' as 1000 and '0x10' as 16 before ParseIntPipe sees them.
 */
class AppValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }
}

/** Unknown fields and wrong types are refused; the first failed rule of each field is reported. */
export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => fieldErrors(flatten(errors)),
  });
}
