#pragma once

#include "document/documentjobs.h"
#include "model/encounter.h"

#include <QCoro/QCoroTask>
#include <QImage>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <atomic>
#include <memory>
#include <optional>

class EncounterDocument;
class QTimer;

// File ▸ Import and File ▸ Export: Universal VTT maps in (UvttReader), and the open encounter
// out as a PNG, a printable PDF battle sheet or a Universal VTT map (BoardRenderer,
// BattleSheet, UvttWriter). Every file is read or written in a worker thread of the document's
// job queue (DocumentJobs) as a QCoro task, one at a time; an export reports its progress and can
// be cancelled, and writes its file atomically, so a cancelled or failed export leaves no file
// behind.
//
// An import replaces the document as Open does, but as a new unsaved, untitled encounter; a
// refused file leaves the open document untouched and sets the document's errorString (the
// file, the JSON path and what was expected).
class Exchange : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(EncounterDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(bool busy READ isBusy NOTIFY busyChanged)
    // What runs now, for the progress panel: "Importing old-mill.dd2vtt…".
    Q_PROPERTY(QString activity READ activity NOTIFY busyChanged)
    // Exports can be cancelled; an import cannot (it replaces nothing until it is read whole).
    Q_PROPERTY(bool cancellable READ isCancellable NOTIFY busyChanged)
    // Steps done of total (PDF pages); total 0 while the amount of work is not known.
    Q_PROPERTY(int progress READ progress NOTIFY progressChanged)
    Q_PROPERTY(int total READ total NOTIFY progressChanged)
    Q_PROPERTY(QString errorString READ errorString NOTIFY errorStringChanged)
    // What the last import said without refusing the file, each "PATH: message".
    Q_PROPERTY(QStringList warnings READ warnings NOTIFY warningsChanged)
    // Where Save As should suggest saving an imported map (its folder, base name + .encounter);
    // empty once the document has a file of its own or is replaced.
    Q_PROPERTY(QUrl suggestedSaveUrl READ suggestedSaveUrl NOTIFY suggestedSaveUrlChanged)
    // Exports need a square board: not the Combat Grid.
    Q_PROPERTY(bool canExport READ canExport NOTIFY canExportChanged)
    Q_PROPERTY(QString exportBlockedReason READ exportBlockedReason NOTIFY canExportChanged)
    // The paper a battle sheet uses unless the GM picks another: "letter" where the locale
    // measures in US units (or is Canadian), else "a4".
    Q_PROPERTY(QString defaultPaper READ defaultPaper CONSTANT)

public:
    enum class Kind { Png, Pdf, Uvtt };

    struct ExportOptions {
        bool players = false;
        int cellPixels = 70;      // PNG and UVTT
        bool a4 = false;          // PDF: A4, else Letter
        bool millimetres = false; // PDF: 25 mm squares, else one inch
    };

    static constexpr int MinCellPixels = 8;
    static constexpr int MaxCellPixels = 400;

    explicit Exchange(QObject *parent = nullptr);
    ~Exchange() override;

    [[nodiscard]] EncounterDocument *document() const { return m_document; }
    void setDocument(EncounterDocument *document);

    [[nodiscard]] bool isBusy() const { return m_busy; }
    [[nodiscard]] QString activity() const { return m_activity; }
    [[nodiscard]] bool isCancellable() const { return m_busy && m_exportState != nullptr; }
    [[nodiscard]] int progress() const { return m_progress; }
    [[nodiscard]] int total() const { return m_total; }
    [[nodiscard]] QString errorString() const { return m_errorString; }
    [[nodiscard]] QStringList warnings() const { return m_warnings; }
    [[nodiscard]] QUrl suggestedSaveUrl() const { return m_suggestedSaveUrl; }
    [[nodiscard]] bool canExport() const;
    [[nodiscard]] QString exportBlockedReason() const;
    [[nodiscard]] static QString defaultPaper();

    // Whether a dropped or chosen file is a Universal VTT map, by its extension (.dd2vtt,
    // .df2vtt, .uvtt).
    Q_INVOKABLE static bool isImportable(const QUrl &url);

    // Imports a Universal VTT map as the new document. With an empty `rulesId` the file is read
    // first: a Gridkeep export opens with its own rule set at once, any other map emits
    // rulesWanted(url) and waits for importFile(url, rulesId) with the GM's choice.
    Q_INVOKABLE void importFile(const QUrl &url, const QString &rulesId = {});
    // Options (all optional): players (bool), cellPixels (int, PNG and UVTT), paper ("letter"
    // or "a4"), square ("inch" or "25mm").
    Q_INVOKABLE void exportPng(const QUrl &url, const QVariantMap &options = {});
    Q_INVOKABLE void exportPdf(const QUrl &url, const QVariantMap &options = {});
    Q_INVOKABLE void exportUvtt(const QUrl &url, const QVariantMap &options = {});
    // Stops the running export; its finished() reports the cancel and no file is written.
    Q_INVOKABLE void cancel();
    // The GM closed the rule set question: forget the map read for it.
    Q_INVOKABLE void dropPendingImport();
    Q_INVOKABLE void clearWarnings();

    // For the export dialog: "1680 × 1120 pixels" at `cellPixels`, or for a battle sheet the
    // squares per sheet, "7 × 10 squares a sheet".
    Q_INVOKABLE QString exportSizeText(const QString &kind, const QVariantMap &options) const;
    // The suggested name of an export: the document's file base name (or its name) + extension.
    Q_INVOKABLE QString suggestedExportName(const QString &kind) const;
    // The same in a folder: the document's own, an imported map's, or the Documents folder.
    Q_INVOKABLE QUrl suggestedExportUrl(const QString &kind) const;
    // The rule sets an import can use (square boards only): [{id, name, description, unit}].
    Q_INVOKABLE QVariantList importRuleChoices() const;

    // The same as tasks, for C++ and tests. They resolve to whether the file was imported or
    // written; importTask with an empty rulesId resolves to false after rulesWanted.
    [[nodiscard]] QCoro::Task<bool> importTask(QString fileName, QString rulesId);
    [[nodiscard]] QCoro::Task<bool> exportTask(Kind kind, QString fileName, ExportOptions options);

    [[nodiscard]] static ExportOptions exportOptions(const QVariantMap &options);

    // What a worker hands back from reading a map (exchange.cpp).
    struct ImportResult;
    // What a worker shares with the UI thread while it writes.
    struct ExportState {
        std::atomic_int done{0};
        std::atomic_int total{0};
        std::atomic_bool cancelled{false};
    };

Q_SIGNALS:
    void documentChanged();
    void busyChanged();
    void progressChanged();
    void errorStringChanged();
    void warningsChanged();
    void suggestedSaveUrlChanged();
    void canExportChanged();

    // A map that is not a Gridkeep export needs a rule set: ask, then call importFile again.
    void rulesWanted(const QUrl &url, const QString &displayName);
    // An import or export ended: ok, and a line for a toast ("Exported lantern-crypt.pdf
    // (6 pages)", "Export cancelled") or the error.
    void finished(bool ok, const QString &message);

private:
    void begin(const QString &activity, std::shared_ptr<ExportState> state);
    void end();
    void setErrorString(const QString &error);
    void setWarnings(const QStringList &warnings);
    void setSuggestedSaveUrl(const QUrl &url);
    void pollProgress();
    void reportFailure(const QString &message);
    bool applyImport(ImportResult result, const QString &rulesId, quint64 ticket,
                     DocumentJobs::Stamp stamp);

    QPointer<EncounterDocument> m_document;
    bool m_busy = false;
    QString m_activity;
    int m_progress = 0;
    int m_total = 0;
    QString m_errorString;
    QStringList m_warnings;
    QUrl m_suggestedSaveUrl;
    bool m_replacing = false; // the document is being replaced by an import
    std::shared_ptr<ExportState> m_exportState;
    QTimer *m_progressTimer;
    // The first reading of a map that is not a Gridkeep export, with the default rule set:
    // used as it is when the GM keeps that rule set.
    std::shared_ptr<ImportResult> m_pending;
};
