import { chatSpecs } from "./chats.support";

chatSpecs("nojs");
