// Linear-chain CRF: templates over a table of discrete values, L-BFGS training, Viterbi decoding.
export { CrfModel, type CrfModelJson, ModelError } from './model.js';
export { defaultTemplates, parseTemplates, type Row, type Template } from './template.js';
export { type TrainingSequence, type TrainOptions, trainCrf } from './train.js';
