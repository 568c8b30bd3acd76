import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldError, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { roomCreateSchema, type RoomCreate } from '@lesesaal/domain/rooms/schema';
import { useValidationMessage } from '../../i18n/validation-message';

export type RoomFormValues = z.input<typeof roomCreateSchema>;

/** The room form's state and the message of a field's first failing rule, with its label. */
export interface RoomFormState {
  form: UseFormReturn<RoomFormValues, unknown, RoomCreate>;
  message: (error: FieldError | undefined, label: string) => string | undefined;
}

/** The room form checked by the domain schema, focusing the first invalid control on submit. */
export function useRoomForm(defaultValues: RoomFormValues): RoomFormState {
  const validationMessage = useValidationMessage();
  const form = useForm<RoomFormValues, unknown, RoomCreate>({
    defaultValues,
    resolver: zodResolver(roomCreateSchema),
    shouldFocusError: true,
  });
  const message = (error: FieldError | undefined, label: string) =>
    error ? validationMessage(error.message, label) : undefined;
  return { form, message };
}
