import type { PackageDefinition } from '@grpc/proto-loader';
import type protobuf from 'protobufjs';
import descriptor from 'protobufjs/ext/descriptor/index.js';

/**
 * proto-loader's file descriptors name no imports (grpc/grpc-node#2595), and @grpc/reflection
 * sends them as they are (grpc/grpc-node#3018, #3034): a reflection client that builds a schema
 * from them (grpcurl, `buf curl`) then cannot resolve `google.protobuf.Timestamp` in
 * `petstore_v1.proto` and refuses every service. This fills each file's `dependency` list with
 * the files that define the types it names, so reflection answers descriptors that link.
 * protobufjs also names a map field's entry type after the field (`Statuses`) where descriptors
 * must say `StatusesEntry` (Go's protodesc refuses the file otherwise, e.g. health's `List`), and
 * may write a type reference relative to its scope where descriptors carry it absolute.
 */

interface TypeRef {
  name?: string;
  typeName?: string;
}
interface MessageShape {
  name?: string;
  field?: TypeRef[];
  nestedType?: MessageShape[];
  enumType?: { name?: string }[];
  options?: { mapEntry?: boolean };
}
interface FileShape {
  name?: string;
  package?: string;
  dependency?: string[];
  messageType?: MessageShape[];
  enumType?: { name?: string }[];
  service?: { name?: string; method?: { inputType?: string; outputType?: string }[] }[];
}

const FileDescriptorProto = (descriptor as unknown as { FileDescriptorProto: protobuf.Type })
  .FileDescriptorProto;

/** `statuses` -> `StatusesEntry`, as protoc names a map field's entry type. */
function renameMapEntries(message: MessageShape): void {
  for (const nested of message.nestedType ?? []) {
    renameMapEntries(nested);
    if (!nested.options?.mapEntry) continue;
    const field = (message.field ?? []).find(
      (candidate) => candidate.typeName === nested.name || candidate.typeName?.endsWith(`.${nested.name}`),
    );
    if (field?.name === undefined || field.typeName === undefined) continue;
    const entry = `${field.name.replace(/(^|_)([a-z])/g, (_, _sep, letter: string) => letter.toUpperCase())}Entry`;
    field.typeName = field.typeName.slice(0, field.typeName.length - (nested.name ?? '').length) + entry;
    nested.name = entry;
  }
}

function definedTypes(file: FileShape): string[] {
  const prefix = file.package ? `${file.package}.` : '';
  const names: string[] = [];
  const visit = (message: MessageShape, scope: string) => {
    const name = `${scope}${message.name ?? ''}`;
    names.push(name);
    for (const nested of message.nestedType ?? []) visit(nested, `${name}.`);
    for (const item of message.enumType ?? []) names.push(`${name}.${item.name ?? ''}`);
  };
  for (const message of file.messageType ?? []) visit(message, prefix);
  for (const item of file.enumType ?? []) names.push(`${prefix}${item.name ?? ''}`);
  return names;
}

/**
 * A type reference as protoc writes it, absolute (`.google.protobuf.Duration`): protobufjs may
 * write it relative to the referring scope (`protobuf.Duration` inside `google.rpc`), which
 * reflection clients cannot resolve. Searched from the innermost scope outwards, as protoc does.
 */
function qualified(reference: string, scope: string, known: Map<string, string>): string {
  if (reference.startsWith('.')) return reference;
  const parts = scope.split('.').filter(Boolean);
  for (let depth = parts.length; depth >= 0; depth -= 1) {
    const candidate = [...parts.slice(0, depth), reference].join('.');
    if (known.has(candidate)) return `.${candidate}`;
  }
  return reference;
}

function qualifyReferences(file: FileShape, known: Map<string, string>): void {
  const packageScope = file.package ?? '';
  const visit = (message: MessageShape, scope: string) => {
    const name = scope === '' ? (message.name ?? '') : `${scope}.${message.name ?? ''}`;
    for (const field of message.field ?? []) {
      if (field.typeName) field.typeName = qualified(field.typeName, name, known);
    }
    for (const nested of message.nestedType ?? []) visit(nested, name);
  };
  for (const message of file.messageType ?? []) visit(message, packageScope);
  for (const service of file.service ?? []) {
    for (const method of service.method ?? []) {
      if (method.inputType) method.inputType = qualified(method.inputType, packageScope, known);
      if (method.outputType) method.outputType = qualified(method.outputType, packageScope, known);
    }
  }
}

function referencedTypes(file: FileShape): string[] {
  const names: string[] = [];
  const visit = (message: MessageShape) => {
    for (const field of message.field ?? []) if (field.typeName) names.push(field.typeName);
    for (const nested of message.nestedType ?? []) visit(nested);
  };
  for (const message of file.messageType ?? []) visit(message);
  for (const service of file.service ?? []) {
    for (const method of service.method ?? []) {
      if (method.inputType) names.push(method.inputType);
      if (method.outputType) names.push(method.outputType);
    }
  }
  return names.map((name) => name.replace(/^\./, ''));
}

/** The same definition, its file descriptors naming the files they import. */
export function withFileDependencies(definition: PackageDefinition): PackageDefinition {
  const files = new Map<string, FileShape>();
  for (const entry of Object.values(definition)) {
    const protos = (entry as { fileDescriptorProtos?: Buffer[] }).fileDescriptorProtos;
    for (const bytes of Array.isArray(protos) ? protos : []) {
      const file = FileDescriptorProto.toObject(FileDescriptorProto.decode(bytes)) as FileShape;
      if (file.name === undefined || files.has(file.name)) continue;
      for (const message of file.messageType ?? []) renameMapEntries(message);
      files.set(file.name, file);
    }
  }
  const definedIn = new Map<string, string>();
  for (const [name, file] of files) for (const type of definedTypes(file)) definedIn.set(type, name);
  const encoded = new Map<string, Buffer>();
  for (const [name, file] of files) {
    qualifyReferences(file, definedIn);
    const imports = new Set(referencedTypes(file).map((type) => definedIn.get(type)));
    imports.delete(name);
    imports.delete(undefined);
    const linked = { ...file, dependency: [...imports] as string[] };
    encoded.set(
      name,
      Buffer.from(FileDescriptorProto.encode(FileDescriptorProto.fromObject(linked)).finish()),
    );
  }
  const linkedDefinition: PackageDefinition = {};
  for (const [key, entry] of Object.entries(definition)) {
    const protos = (entry as { fileDescriptorProtos?: Buffer[] }).fileDescriptorProtos;
    linkedDefinition[key] = Array.isArray(protos)
      ? ({
          ...entry,
          fileDescriptorProtos: protos.map((bytes) => {
            const name = (FileDescriptorProto.decode(bytes) as unknown as FileShape).name;
            return (name !== undefined && encoded.get(name)) || bytes;
          }),
        } as typeof entry)
      : entry;
  }
  return linkedDefinition;
}
