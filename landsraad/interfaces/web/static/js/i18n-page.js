// Pages without a module of their own (the lobby): their words in the chosen language, and the picker.
import { setupLanguage } from "./i18n.js";
setupLanguage();
