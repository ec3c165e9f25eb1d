export { Card, CardMotion, ExplainCard, PlayedBy, type CardProps } from './Card';
export { FaceDesign, type FaceDesigner } from './DesignedFace';
export { faceLabel, faceText, backLabel } from './describe';
export { Marks, type TableMarks } from './marks';
export { CardAnimations, loadCardAnimations } from './lazy-motion';
export { loadSyllables } from './syllables';
