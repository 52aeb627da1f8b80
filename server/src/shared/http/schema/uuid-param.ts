// A path id (docs/api.md "Conventions"): a malformed one is 400 invalid_input `{<field>: invalid_uuid}`,
// read lower-case, before the handler runs.
import { Injectable, Param, type PipeTransform } from '@nestjs/common';
import { invalidInput } from '../../errors/domain-error';
import { isUuid } from './formats';

/** A path id read inside the handler, when something else must be answered first (an unknown board's not_found). */
export function uuidOf(value: unknown, field = 'id'): string {
  if (!isUuid(value)) throw invalidInput({ [field]: 'invalid_uuid' });
  return value.toLowerCase();
}

@Injectable()
class UuidPipe implements PipeTransform {
  constructor(private readonly field: string) {}

  transform(value: unknown): string {
    return uuidOf(value, this.field);
  }
}

/** `@UuidParam('id') id: string`; `field` names it in `fields` when it differs from the path's name. */
export const UuidParam = (name: string, field = 'id'): ParameterDecorator => Param(name, new UuidPipe(field));
