// Gold → block-label converters for the development corpora, and Victor's annotation files.
export { type Alignment, alignGold, type GoldSegment, type KindPolicy, structuralKind } from './align.js';
export { type AnnoLine, type AnnoResult, readAnno, writeAnno } from './anno.js';
export { CORPORA, type ConvertedPage, type ConvertOptions, type CorpusName, convertPage } from './convert.js';
export { cleanevalSegments, dragnetSegments, isDragnetCommentsLine } from './gold-formats.js';
export { l3sSegments } from './l3s.js';
export { type AnnotatedPage, type LoadResult, loadAnnotatedCorpus } from './load.js';
export { MANIFEST_FILE, type ManifestEntry, readManifest, writeManifest } from './manifest.js';
export { type PageTree, pageTree } from './page.js';
