/**
 * One lesson in the course editor: title, kind (video, text, files), the video link or an uploaded
 * MP4, the text, files, duration in minutes and "Pratinjau gratis". Errors come keyed by the API's
 * field path (`modules.{m}.lessons.{l}.videoUrl`).
 */
import type { UploadedFile } from "@lapak/shared/schemas/media";
import { useId, useState } from "react";
import { FieldError } from "~/features/ui/field-error";
import { TextArea } from "~/features/ui/text-area";
import { TextField } from "~/features/ui/text-field";
import { UploadCancelled, uploadMedia } from "~/lib/upload";
import type { DraftLesson } from "./curriculum-draft";
import { FileUploadList } from "./file-upload-list";

const KINDS = [
  { value: "video", label: "Video" },
  { value: "text", label: "Teks" },
  { value: "file", label: "Berkas" },
] as const;

interface LessonFieldsProps {
  lesson: DraftLesson;
  /** `modules.{m}.lessons.{l}`, the prefix of this lesson's errors. */
  path: string;
  errors: Record<string, string[]>;
  maxFileBytes: number;
  onChange: (update: (lesson: DraftLesson) => DraftLesson) => void;
}

/** The fields of one lesson. */
export function LessonFields({ lesson, path, errors, maxFileBytes, onChange }: LessonFieldsProps) {
  const id = useId();
  const [uploading, setUploading] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const set =
    <K extends keyof DraftLesson>(key: K) =>
    (value: DraftLesson[K]) =>
      onChange((current) => ({ ...current, [key]: value }));
  const errorsOf = (name: string) => errors[`${path}.${name}`];

  async function uploadVideo(file: File) {
    setProblem(null);
    if (file.type !== "video/mp4") {
      setProblem("Pilih video berformat MP4");
      return;
    }
    const upload = uploadMedia<UploadedFile>("file", file, (fraction) => setUploading(fraction));
    setUploading(0);
    try {
      const done = await upload.done;
      onChange((current) => ({
        ...current,
        videoUrl: `media:${done.id}`,
        videoFile: { id: done.id, name: done.name, size: done.size },
      }));
    } catch (error) {
      if (!(error instanceof UploadCancelled)) setProblem(`${file.name}: ${(error as Error).message}`);
    } finally {
      setUploading(null);
    }
  }

  return (
    <div className="space-y-3">
      <TextField
        name={`${path}.title`}
        label="Judul pelajaran"
        value={lesson.title}
        onChange={(event) => set("title")(event.target.value)}
        maxLength={120}
        errors={errorsOf("title")}
      />
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Jenis pelajaran</legend>
        <div className="flex flex-wrap gap-2">
          {KINDS.map((kind) => (
            <label
              key={kind.value}
              className="flex cursor-pointer items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-1.5 text-sm has-[:checked]:border-violet-600 has-[:checked]:bg-violet-50 has-[:checked]:text-violet-900"
            >
              <input
                type="radio"
                name={`${id}-kind`}
                value={kind.value}
                checked={lesson.kind === kind.value}
                onChange={() => set("kind")(kind.value)}
                className="accent-violet-700"
              />
              {kind.label}
            </label>
          ))}
        </div>
        <FieldError messages={errorsOf("kind")} />
      </fieldset>
      {lesson.kind === "video" ? (
        <div>
          <TextField
            name={`${path}.videoUrl`}
            label="Tautan video"
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="https://youtu.be/… atau https://vimeo.com/…"
            value={lesson.videoUrl.startsWith("media:") ? "" : lesson.videoUrl}
            onChange={(event) => onChange((current) => ({ ...current, videoUrl: event.target.value, videoFile: null }))}
            hint={
              lesson.videoFile
                ? `Video unggahan: ${lesson.videoFile.name}`
                : "YouTube atau Vimeo (ditampilkan lewat pemutar privasi), atau unggah MP4 di bawah."
            }
            errors={errorsOf("videoUrl")}
          />
          <label className="mt-2 inline-flex cursor-pointer items-center rounded-xl border border-dashed border-violet-400 bg-white px-3 py-1.5 text-sm font-semibold text-violet-800 hover:bg-violet-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-violet-600">
            {uploading === null ? "Unggah video MP4" : `Mengunggah… ${Math.round(uploading * 100)}%`}
            <input
              type="file"
              accept="video/mp4"
              className="sr-only"
              disabled={uploading !== null}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void uploadVideo(file);
                event.target.value = "";
              }}
            />
          </label>
          <FieldError messages={[problem]} alert />
        </div>
      ) : null}
      {lesson.kind === "text" ? (
        <TextArea
          name={`${path}.body`}
          label="Isi pelajaran"
          rows={5}
          value={lesson.body}
          onChange={(event) => set("body")(event.target.value)}
          maxLength={50_000}
          errors={errorsOf("body")}
        />
      ) : null}
      <FileUploadList
        label={lesson.kind === "file" ? "Berkas pelajaran" : "Berkas pendukung (opsional)"}
        value={lesson.files}
        onChange={(update) => onChange((current) => ({ ...current, files: update(current.files) }))}
        maxBytes={maxFileBytes}
        maxFiles={20}
        errors={errorsOf("fileIds")}
      />
      <div className="flex flex-wrap items-end gap-4">
        <div className="w-36">
          <TextField
            name={`${path}.durationMinutes`}
            label="Durasi (menit)"
            inputMode="numeric"
            value={lesson.durationMinutes}
            onChange={(event) => set("durationMinutes")(event.target.value.replace(/[^\d]/g, ""))}
            errors={errorsOf("durationMinutes")}
          />
        </div>
        <label className="mb-2 flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={lesson.preview}
            onChange={(event) => set("preview")(event.target.checked)}
            className="size-5 accent-violet-700"
          />
          Pratinjau gratis
        </label>
      </div>
    </div>
  );
}
