import { chatSpecs } from "./chats.support";

chatSpecs("js");
