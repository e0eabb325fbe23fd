import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../test-support/fake-fetch.js';
import { PREPARE_SPEECH_URL, prepareSpeechToText } from './voice-upload.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prepareSpeechToText', () => {
  it('tells the server a recording has started, with the session cookie', async () => {
    const fake = stubFetch({ [`POST ${PREPARE_SPEECH_URL}`]: () => jsonResponse(200, { ok: true }) });
    prepareSpeechToText();
    await settle();
    expect(fake.requestsTo('POST', '/api/voice/prepare')).toMatchObject([{ credentials: 'include', body: undefined }]);
  });

  it('shows nothing and throws nothing when the server says no', async () => {
    stubFetch({ [`POST ${PREPARE_SPEECH_URL}`]: () => jsonResponse(401, { error: 'Please sign in.' }) });
    expect(() => prepareSpeechToText()).not.toThrow();
    await settle();
  });
});
