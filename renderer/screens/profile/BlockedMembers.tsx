import { displayName, formatDay } from '../../../shared/display.js';
import type { BlockedMember } from '../../../shared/schemas/safety.js';
import { useBlockedMembers, useUnblockMember } from '../../api/blocks.js';
import { describeRequestError } from '../../api/request-error-description.js';
import { AvatarCircle } from '../../components/AvatarCircle.js';
import { toast } from '../../stores/toast-store.js';

/** The members this member blocked, each with Unblock. */
export function BlockedMembers() {
  const blocked = useBlockedMembers();

  return (
    <section className="card" aria-labelledby="blocked-title">
      <h2 id="blocked-title" className="card__title">
        Blocked Members
      </h2>
      <p className="card__description">You don&apos;t see their messages, replies or notifications.</p>
      {blocked.isPending ? <p className="hint">Loading blocked members...</p> : null}
      {blocked.isError ? <p className="hint">Blocked members could not be loaded. Please try again later.</p> : null}
      {blocked.data?.length === 0 ? <p className="hint">You haven&apos;t blocked anyone.</p> : null}
      {blocked.data && blocked.data.length > 0 ? (
        <ul className="blocked-list">
          {blocked.data.map((member) => (
            <BlockedMemberRow key={member.id} member={member} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function BlockedMemberRow({ member }: { member: BlockedMember }) {
  const unblock = useUnblockMember();
  const name = displayName(member);

  // mutateAsync: the reloaded list drops this row before a mutate callback could run, and the toast must still show.
  const unblockMember = () =>
    unblock.mutateAsync(member.id).then(
      () => toast({ title: 'Member unblocked', description: `You will see ${name}'s messages and replies again.` }),
      (error: unknown) =>
        toast({ title: 'Failed to unblock member', description: describeRequestError(error), variant: 'destructive' }),
    );

  return (
    <li className="blocked-list__item">
      <AvatarCircle person={member} />
      <div className="blocked-list__text">
        <span className="blocked-list__name">{name}</span>
        <span className="hint">Blocked on {formatDay(member.blockedAt)}</span>
      </div>
      <button
        type="button"
        className="button button--outline button--small"
        aria-label={`Unblock ${name}`}
        onClick={() => void unblockMember()}
        disabled={unblock.isPending}
      >
        Unblock
      </button>
    </li>
  );
}
