import { loadOnce } from '@app/ui/lib/load-once'
import { revalidateLogic, type StandardSchemaV1 } from '@tanstack/react-form'
import type { RefObject } from 'react'
import { focusFirstInvalidField } from './focus-first-invalid-field'

type Schemas = typeof import('@app/forms/schemas')

/**
 * The forms' zod schemas, loaded when the visitor starts on a form: validation is first needed at the submit,
 * so the page's first load does without it. A failed load is forgotten so the next try loads again.
 */
export const loadSchemas: () => Promise<Schemas> = loadOnce(() => import('@app/forms/schemas'))

/**
 * A form's schema as TanStack Form validates it (a Standard Schema, so validation is async: it loads the
 * schemas first), keeping the output of each successful validation. The submit builds its row from that
 * output, so a submit parses the values once.
 */
export function lazySchema<Values extends object, Data>(
  pick: (schemas: Schemas) => StandardSchemaV1<Values, Data>,
) {
  const validated = new WeakMap<Values, Data>()
  const schema: StandardSchemaV1<Values, Data> = {
    '~standard': {
      version: 1,
      vendor: 'zod',
      validate: async (value) => {
        const result = await pick(await loadSchemas())['~standard'].validate(value)
        if (!result.issues) validated.set(value as Values, result.value)
        return result
      },
    },
  }
  return {
    schema,
    /**
     * The validated output for these exact values, or, when they changed while validation ran (a new values
     * object), the output of validating them now.
     */
    async dataFor(values: Values): Promise<Data> {
      const known = validated.get(values)
      if (known !== undefined) return known
      const result = await schema['~standard'].validate(values)
      if (result.issues)
        throw new Error(`Invalid values: ${result.issues.map((issue) => issue.message).join(', ')}`)
      return result.value
    },
  }
}

/**
 * How every waitlist form checks its fields with its schema: on submit first, then on every change so a
 * message disappears as soon as it is fixed; a submit with errors moves focus to the first of them.
 */
export function waitlistChecks<Values extends object, Data>(
  schema: StandardSchemaV1<Values, Data>,
  formRef: RefObject<HTMLFormElement | null>,
) {
  return {
    validationLogic: revalidateLogic(),
    validators: { onDynamicAsync: schema },
    asyncDebounceMs: 0,
    onSubmitInvalid: ({
      formApi,
    }: {
      formApi: { state: { fieldMeta: Parameters<typeof focusFirstInvalidField>[1] } }
    }) => focusFirstInvalidField(formRef.current, formApi.state.fieldMeta),
  }
}
