import { useState } from 'react';
import { DEFAULT_POST_CATEGORY, type MessageCategory } from '../../../shared/constants.js';
import { ChooseCategoryStep } from './ChooseCategoryStep.js';
import { TextMessageStep } from './TextMessageStep.js';

type PostStep = 'choose' | 'text';

/** Posting: choose a category and a mode, then write (voice arrives with the voice issue). */
export function PostScreen() {
  const [step, setStep] = useState<PostStep>('choose');
  const [category, setCategory] = useState<MessageCategory>(DEFAULT_POST_CATEGORY);
  const [draft, setDraft] = useState('');
  const [cameBackFromText, setCameBackFromText] = useState(false);

  if (step === 'text') {
    return (
      <TextMessageStep
        category={category}
        draft={draft}
        onDraftChange={setDraft}
        onBack={() => {
          setCameBackFromText(true);
          setStep('choose');
        }}
      />
    );
  }

  return (
    <ChooseCategoryStep
      category={category}
      onCategoryChange={setCategory}
      onChooseText={() => setStep('text')}
      focusTextChoice={cameBackFromText}
    />
  );
}
