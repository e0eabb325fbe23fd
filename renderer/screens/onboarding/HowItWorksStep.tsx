import { OnboardingStep } from './OnboardingStep.js';
import { StepButtons } from './StepButtons.js';

const HOW_IT_WORKS = [
  { title: 'Share your thoughts', description: "Record a voice message or type what's on your mind." },
  { title: 'AI checks for kindness', description: 'Every message is checked to make sure it is kind and supportive.' },
  { title: 'Connect and support', description: 'Others reply with voice messages, so you can hear that someone cares.' },
];

export function HowItWorksStep() {
  return (
    <OnboardingStep title="How it works" actions={<StepButtons />}>
      <ol className="numbered-list">
        {HOW_IT_WORKS.map(({ title, description }, index) => (
          <li key={title} className="numbered-list__item">
            <span className="numbered-list__number" aria-hidden>
              {index + 1}
            </span>
            <div>
              <h2 className="numbered-list__title">{title}</h2>
              <p className="numbered-list__description">{description}</p>
            </div>
          </li>
        ))}
      </ol>
    </OnboardingStep>
  );
}
