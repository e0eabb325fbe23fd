import { COMMUNITY_PLEDGE_LEAD, COMMUNITY_PLEDGE_RULES } from '../../components/community-pledge.js';

/** The pledge every member accepted when joining, to look back at. */
export function CommunityGuidelines() {
  return (
    <section className="card" aria-labelledby="guidelines-title">
      <h2 id="guidelines-title" className="card__title">
        Community Guidelines
      </h2>
      <p className="card__description">{COMMUNITY_PLEDGE_LEAD}</p>
      <ul className="guidelines">
        {COMMUNITY_PLEDGE_RULES.map(({ icon: Icon, title, description }) => (
          <li key={title} className="guidelines__rule">
            <span className="guidelines__icon" aria-hidden>
              <Icon size={20} />
            </span>
            <div>
              <h3 className="guidelines__title">{title}</h3>
              <p className="guidelines__description">{description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
