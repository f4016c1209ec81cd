import {
  type BodyPart,
  DEFAULT_BODY_PART,
  DEFAULT_SKIN_TYPE,
  type FitzpatrickType,
} from '@careledger/shared';

/** What the person has filled in; numbers stay the text typed until they are read. */
export interface SkinForm {
  image: File | null;
  skinType: FitzpatrickType;
  bodyPart: BodyPart;
  hasEvolved: boolean;
  weeksText: string;
  /** The photo's width in millimetres, optional. */
  fieldOfViewText: string;
}

/** Spec section 2: type III, body part other, not evolved, 0 weeks. */
export const EMPTY_SKIN_FORM: SkinForm = {
  image: null,
  skinType: DEFAULT_SKIN_TYPE,
  bodyPart: DEFAULT_BODY_PART,
  hasEvolved: false,
  weeksText: '0',
  fieldOfViewText: '',
};
