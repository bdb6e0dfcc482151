// The rules page of every game, by id and language (Swedish and English; Danish
// readers get the Swedish text, the closer of the two).
import { fyra, fem } from './connect.js';
import dam from './dam.js';
import backgammon from './backgammon.js';
import fargOchForm from './farg-och-form.js';

export const RULES = {
  'fyra-i-rad': { ...fyra, da: fyra.sv },
  'fem-i-rad': { ...fem, da: fem.sv },
  dam: { ...dam, da: dam.sv },
  backgammon: { ...backgammon, da: backgammon.sv },
  'farg-och-form': { ...fargOchForm, da: fargOchForm.sv },
};
