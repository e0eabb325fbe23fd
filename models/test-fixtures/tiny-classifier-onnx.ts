/**
 * toxic-bert's stand-in, built at test time so no weights are committed: the JSON files beside this
 * module plus a tiny ONNX graph encoded here. The graph takes what transformers.js feeds a BERT
 * classifier and only counts tokens: logits = tokenCount × WEIGHTS + BIAS, so a test knows every
 * label's score in advance.
 */
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bytesField, concatBytes, messageField, stringField, varintField } from './protobuf-writer.js';

export const STAND_IN_MODEL_ID = 'random/toxic-bert-tiny-random';
const COMMITTED_FILES = ['config.json', 'tokenizer.json', 'tokenizer_config.json'];

/** One weight and one bias per label, in config.json's id2label order; all exact in float32. */
export const TINY_CLASSIFIER_WEIGHTS = [0.5, -0.25, 0.125, -0.375, 0.25, -0.0625];
export const TINY_CLASSIFIER_BIAS = [-3, 1.5, -0.5, 2, -1.75, 0.25];

export function tinyClassifierLogits(tokenCount: number): number[] {
  return TINY_CLASSIFIER_WEIGHTS.map((weight, label) => tokenCount * weight + TINY_CLASSIFIER_BIAS[label]!);
}

// Field numbers from onnx/onnx.proto.
const MODEL = { irVersion: 1, producerName: 2, graph: 7, opsetImport: 8 };
const OPERATOR_SET = { domain: 1, version: 2 };
const GRAPH = { node: 1, name: 2, initializer: 5, input: 11, output: 12 };
const NODE = { input: 1, output: 2, opType: 4, attribute: 5 };
const ATTRIBUTE = { name: 1, i: 3, type: 20 };
const ATTRIBUTE_TYPE_INT = 2;
const TENSOR = { dims: 1, dataType: 2, name: 8, rawData: 9 };
const VALUE_INFO = { name: 1, type: 2 };
const TYPE = { tensorType: 1 };
const TENSOR_TYPE = { elemType: 1, shape: 2 };
const SHAPE = { dim: 1 };
const DIMENSION = { value: 1, param: 2 };
const DATA_TYPE = { float: 1, int64: 7 };

const IR_VERSION = 7;
const OPSET_VERSION = 14;

function tensor(name: string, dataType: number, dims: number[], rawData: Uint8Array): Uint8Array {
  return messageField(GRAPH.initializer, [
    ...dims.map((dim) => varintField(TENSOR.dims, dim)),
    varintField(TENSOR.dataType, dataType),
    stringField(TENSOR.name, name),
    bytesField(TENSOR.rawData, rawData),
  ]);
}

// raw_data is little-endian whatever the machine: write it through a DataView.
function floatTensor(name: string, dims: number[], values: number[]): Uint8Array {
  const view = new DataView(new ArrayBuffer(values.length * 4));
  values.forEach((value, index) => view.setFloat32(index * 4, value, true));
  return tensor(name, DATA_TYPE.float, dims, new Uint8Array(view.buffer));
}

function int64Tensor(name: string, dims: number[], values: number[]): Uint8Array {
  const view = new DataView(new ArrayBuffer(values.length * 8));
  values.forEach((value, index) => view.setBigInt64(index * 8, BigInt(value), true));
  return tensor(name, DATA_TYPE.int64, dims, new Uint8Array(view.buffer));
}

function node(opType: string, inputs: string[], outputs: string[], intAttributes: Record<string, number> = {}): Uint8Array {
  return messageField(GRAPH.node, [
    ...inputs.map((input) => stringField(NODE.input, input)),
    ...outputs.map((output) => stringField(NODE.output, output)),
    stringField(NODE.opType, opType),
    ...Object.entries(intAttributes).map(([name, value]) =>
      messageField(NODE.attribute, [stringField(ATTRIBUTE.name, name), varintField(ATTRIBUTE.type, ATTRIBUTE_TYPE_INT), varintField(ATTRIBUTE.i, value)]),
    ),
  ]);
}

function valueInfo(field: number, name: string, elemType: number, dims: (string | number)[]): Uint8Array {
  const shape = dims.map((dim) => messageField(SHAPE.dim, [typeof dim === 'string' ? stringField(DIMENSION.param, dim) : varintField(DIMENSION.value, dim)]));
  const tensorType = messageField(TYPE.tensorType, [varintField(TENSOR_TYPE.elemType, elemType), messageField(TENSOR_TYPE.shape, shape)]);
  return messageField(field, [stringField(VALUE_INFO.name, name), messageField(VALUE_INFO.type, [tensorType])]);
}

/** The ONNX model's bytes: [batch, sequence] int64 token inputs in, [batch, labels] float logits out. */
export function tinyClassifierOnnx(): Uint8Array {
  const labels = TINY_CLASSIFIER_WEIGHTS.length;
  const tokens = ['batch_size', 'sequence_length'];
  const graphFields = [
    node('Cast', ['attention_mask'], ['mask'], { to: DATA_TYPE.float }),
    node('ReduceSum', ['mask', 'sequence_axis'], ['token_count']), // keepdims defaults to 1: [batch, 1]
    node('MatMul', ['token_count', 'weights'], ['scaled']),
    node('Add', ['scaled', 'bias'], ['logits']),
    stringField(GRAPH.name, 'token_count_classifier'),
    int64Tensor('sequence_axis', [1], [1]),
    floatTensor('weights', [1, labels], TINY_CLASSIFIER_WEIGHTS),
    floatTensor('bias', [labels], TINY_CLASSIFIER_BIAS),
    // A BERT export declares all three; the graph reads only attention_mask.
    ...['input_ids', 'attention_mask', 'token_type_ids'].map((name) => valueInfo(GRAPH.input, name, DATA_TYPE.int64, tokens)),
    valueInfo(GRAPH.output, 'logits', DATA_TYPE.float, ['batch_size', labels]),
  ];
  return concatBytes([
    varintField(MODEL.irVersion, IR_VERSION),
    stringField(MODEL.producerName, 'kindred tiny-classifier-onnx'),
    messageField(MODEL.graph, graphFields),
    messageField(MODEL.opsetImport, [stringField(OPERATOR_SET.domain, ''), varintField(OPERATOR_SET.version, OPSET_VERSION)]),
  ]);
}

/** Lays out <root>/random/toxic-bert-tiny-random/ as transformers.js loads it with dtype 'q8'. */
export async function writeStandInModel(root: string): Promise<void> {
  const committed = path.join(import.meta.dirname, ...STAND_IN_MODEL_ID.split('/'));
  const target = path.join(root, ...STAND_IN_MODEL_ID.split('/'));
  await mkdir(path.join(target, 'onnx'), { recursive: true });
  for (const file of COMMITTED_FILES) await copyFile(path.join(committed, file), path.join(target, file));
  await writeFile(path.join(target, 'onnx', 'model_quantized.onnx'), tinyClassifierOnnx());
}
