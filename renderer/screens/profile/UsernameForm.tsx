import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, usernameBodySchema } from '../../../shared/schemas/profile.js';
import { ApiRequestError } from '../../api/api-request.js';
import { useChangeUsername } from '../../api/profile.js';
import { describeRequestError } from '../../api/request-error-description.js';
import { TextField } from '../../components/TextField.js';
import { toast } from '../../stores/toast-store.js';

const USERNAME_HINT = `${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} letters, numbers, "-" or "_", starting with a letter.`;

/** The server's refusal of this name (rules or taken) belongs under the field; other failures only in the toast. */
const isRefusedName = (error: unknown) => error instanceof ApiRequestError && (error.status === 400 || error.status === 409);

/** The field follows the member's name when it changes elsewhere, e.g. by choosing an avatar. */
export function UsernameForm({ currentUsername }: { currentUsername: string | null }) {
  const change = useChangeUsername();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(usernameBodySchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    values: { username: currentUsername ?? '' },
  });

  const onSubmit = handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: (member) => toast({ title: 'Profile updated', description: `You now appear as ${member.username}.` }),
      onError: (error) => {
        const description = describeRequestError(error);
        if (isRefusedName(error)) setError('username', { message: description });
        toast({ title: 'Failed to update username', description, variant: 'destructive' });
      },
    }),
  );

  return (
    <section className="card" aria-labelledby="username-title">
      <h2 id="username-title" className="card__title">
        Change Username
      </h2>
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField
          label="Username"
          autoComplete="off"
          spellCheck={false}
          error={errors.username?.message}
          {...register('username')}
        />
        <p className="hint">{USERNAME_HINT}</p>
        <button type="submit" className="button button--primary" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Save username'}
        </button>
      </form>
    </section>
  );
}
