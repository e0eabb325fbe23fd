import * as Dialog from '@radix-ui/react-dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { BADGE_CATEGORIES, DEFAULT_BADGE_CATEGORY } from '../../../shared/badges.js';
import { BADGE_ERRORS, createBadgeBodySchema, type CreateBadgeForm } from '../../../shared/schemas/badges.js';
import { useCreateBadge } from '../../api/badges.js';
import { describeRequestError } from '../../api/request-error-description.js';
import { toastAdminError, toastAdminSuccess } from '../../components/admin/admin-toasts.js';
import { TextField } from '../../components/TextField.js';

const EMPTY_BADGE: CreateBadgeForm = { id: '', name: '', description: '', icon: '', category: DEFAULT_BADGE_CATEGORY };

/**
 * "Please fill in all fields" is a toast (spec §8) and, because the open modal hides the toasts from
 * assistive technology, also the dialog's alert; other rules, like the id's format, show under their field.
 */
const fieldError = (message: string | undefined): string | undefined => (message === BADGE_ERRORS.missingFields ? undefined : message);

export function CreateBadgeDialog() {
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const creation = useCreateBadge();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(createBadgeBodySchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY_BADGE,
  });

  const onInvalid = (invalid: FieldErrors<CreateBadgeForm>) => {
    const missing = Object.values(invalid).some((error) => error?.message === BADGE_ERRORS.missingFields);
    setFormError(missing ? BADGE_ERRORS.missingFields : null);
    if (missing) toastAdminError(BADGE_ERRORS.missingFields);
  };

  const onSubmit = handleSubmit((badge) => {
    setFormError(null);
    creation.mutate(badge, {
      onSuccess: () => {
        setOpen(false);
        reset(EMPTY_BADGE);
        toastAdminSuccess('Badge created successfully');
      },
      onError: (error) => {
        setFormError(describeRequestError(error, 'Failed to create badge'));
        toastAdminError('Failed to create badge');
      },
    });
  }, onInvalid);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setFormError(null);
      }}
    >
      <Dialog.Trigger asChild>
        <button type="button" className="button button--primary">
          <Plus aria-hidden size={18} />
          Create Badge
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--form">
          <Dialog.Title className="dialog__title">Create Badge</Dialog.Title>
          <Dialog.Description className="dialog__description">
            Members see its name, description and icon on their profile.
          </Dialog.Description>
          <form className="form" onSubmit={onSubmit} noValidate>
            <TextField
              label="Badge ID"
              placeholder="kind-voice"
              autoComplete="off"
              aria-invalid={errors.id ? true : undefined}
              error={fieldError(errors.id?.message)}
              {...register('id')}
            />
            <TextField label="Name" autoComplete="off" aria-invalid={errors.name ? true : undefined} error={fieldError(errors.name?.message)} {...register('name')} />
            <TextField
              label="Description"
              autoComplete="off"
              aria-invalid={errors.description ? true : undefined}
              error={fieldError(errors.description?.message)}
              {...register('description')}
            />
            <TextField
              label="Icon"
              placeholder="Crown, Lightbulb, Mic2, Shield, Anchor…"
              autoComplete="off"
              aria-invalid={errors.icon ? true : undefined}
              error={fieldError(errors.icon?.message)}
              {...register('icon')}
            />
            <div className="field">
              <label htmlFor="badge-category" className="field__label">
                Category
              </label>
              <select id="badge-category" className="input" {...register('category')}>
                {BADGE_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </select>
            </div>
            {formError ? (
              <p className="field__error" role="alert">
                {formError}
              </p>
            ) : null}
            <div className="dialog__actions">
              <Dialog.Close asChild>
                <button type="button" className="button button--outline">
                  Cancel
                </button>
              </Dialog.Close>
              <button type="submit" className="button button--primary" disabled={creation.isPending}>
                {creation.isPending ? 'Creating...' : 'Create'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
