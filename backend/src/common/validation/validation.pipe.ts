import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { AppError } from '../errors/app-error.js';
import { ErrorCode } from '../errors/error-codes.js';

function firstProblems(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? [Object.values(error.constraints)[0].replace(error.property, field)] : [];
    return [...own, ...firstProblems(error.children ?? [], field)];
  });
}

/** DTO validation for REST bodies and GraphQL inputs; unknown fields are refused, not silently dropped. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const problems = firstProblems(errors);
      const message = problems.length ? problems.join('; ') : 'The request is not valid';
      return new AppError(400, ErrorCode.ValidationFailed, /[.!?]$/.test(message) ? message : `${message}.`);
    },
  });
}
